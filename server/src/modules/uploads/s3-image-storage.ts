import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import { AppError } from '../../kernel/app-error.js';
import { lazyImport } from '../../kernel/lazy-import.js';
import type { ImageStorage } from './image-storage.js';

type S3Config = NonNullable<Config['s3']>;

// The AWS SDK (about 20 MiB and half a second to load) is imported on the first upload, not at start.
const s3Sdk = lazyImport(() => import('@aws-sdk/client-s3'));

const storeFailed = 'The image could not be stored just now. Please try again in a moment.';

/** Any S3-compatible object store (AWS S3, Cloudflare R2, MinIO, …); objects are public-read by URL. */
export function createS3ImageStorage(s3: S3Config, client?: S3Client): ImageStorage {
  let s3Client = client;
  const clientOf = (sdk: Awaited<ReturnType<typeof s3Sdk>>) =>
    (s3Client ??= new sdk.S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials:
        s3.accessKeyId && s3.secretAccessKey
          ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
          : undefined,
    }));
  const base = (
    s3.publicUrl ??
    (s3.endpoint
      ? `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}`
      : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    async put(key, data, contentType) {
      const sdk = await s3Sdk();
      try {
        await clientOf(sdk).send(
          new sdk.PutObjectCommand({
            Bucket: s3.bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (cause) {
        // A wrong bucket, refused credentials or an unreachable store: the client's upload was fine and may
        // be retried; the store's own message (bucket, key id) stays in the server log, via `cause`.
        const error = new AppError('SERVICE_UNAVAILABLE', storeFailed, { file: storeFailed });
        error.cause = cause;
        throw error;
      }
      return `${base}/${key}`;
    },
  };
}
