import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import type { ImageStorage } from './image-storage.js';

type S3Config = NonNullable<Config['s3']>;

/** Any S3-compatible object store (AWS S3, Cloudflare R2, MinIO, …); objects are public-read by URL. */
export function createS3ImageStorage(s3: S3Config, client?: S3Client): ImageStorage {
  const s3Client =
    client ??
    new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials:
        s3.accessKeyId && s3.secretAccessKey
          ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
          : undefined,
    });
  const base = (
    s3.publicUrl ??
    (s3.endpoint
      ? `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}`
      : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    async put(key, data, contentType) {
      await s3Client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/${key}`;
    },
  };
}
