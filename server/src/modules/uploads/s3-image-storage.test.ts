import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { AppError } from '../../kernel/app-error.js';
import { multipartBody, filePart } from './multipart-bodies.js';
import { createS3ImageStorage } from './s3-image-storage.js';
import { pngBytes } from './test-images.js';

// A real S3 API (s3rver: signature checks, buckets, objects on disk) on 127.0.0.1 at a random port; the
// real AWS client talks to it, so what is checked is what S3 stored and serves, not what a stand-in saw.
const bucket = 'bulkbazar-images';
// s3rver's one account; any other key pair is refused the way S3 refuses it.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'bb-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const s3Config = (overrides: Partial<Parameters<typeof createS3ImageStorage>[0]> = {}) => ({
  bucket,
  region: 'us-east-1',
  endpoint,
  ...credentials,
  publicUrl: undefined,
  forcePathStyle: true,
  ...overrides,
});

describe('S3-compatible image storage against a real S3 API', () => {
  it('stores the exact bytes with their type and cache header, readable at the returned public URL', async () => {
    const storage = createS3ImageStorage(s3Config());
    const data = await sharp(await pngBytes())
      .webp()
      .toBuffer();
    const url = await storage.put('u/1234.webp', data, 'image/webp');
    expect(url).toBe(`${endpoint}/${bucket}/u/1234.webp`);

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  });

  it('returns the URL under S3_PUBLIC_URL (a CDN) and the object is there for GetObject', async () => {
    const storage = createS3ImageStorage(s3Config({ publicUrl: 'https://cdn.example.com/images/' }));
    const data = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 tiny');
    expect(await storage.put('u/5678.webp', data, 'image/webp')).toBe(
      'https://cdn.example.com/images/u/5678.webp',
    );
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'u/5678.webp' }));
    expect(object.ContentType).toBe('image/webp');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(data)).toBe(true);
    client.destroy();
  });

  it.each([
    ['a bucket that does not exist', { bucket: 'no-such-bucket' }],
    ['a wrong secret key', { secretAccessKey: 'wrong-secret' }],
    ['an unknown access key', { accessKeyId: 'NOBODY' }],
  ])('refuses with a clean 503 AppError on %s, naming no bucket or key', async (_name, overrides) => {
    const storage = createS3ImageStorage(s3Config(overrides));
    const error = await storage.put('u/err.webp', Buffer.from('x'), 'image/webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    expect((error as Error).message).not.toMatch(/bucket|S3RVER|NOBODY|secret/i);
  });
});

describe('POST /api/uploads with S3 storage', () => {
  const apps: Record<'good' | 'refused', TestApp> = {} as never;
  const s3Env = (env: Record<string, string>) =>
    buildTestApp({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      ...env,
    });
  // Built in the hook (whose time limit is longer): a fresh database each is the slow part.
  beforeAll(async () => {
    apps.good = await s3Env({});
    apps.refused = await s3Env({ S3_SECRET_ACCESS_KEY: 'wrong-secret' });
  });
  afterAll(async () => {
    await apps.good?.close();
    await apps.refused?.close();
  });

  const upload = async (t: TestApp) => {
    const s = await signUp(t.app);
    const body = multipartBody([filePart(await pngBytes())]);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...asCookie(s), 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('stores the re-encoded image in the bucket and answers its URL', async () => {
    const res = await upload(apps.good);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^${endpoint}/${bucket}/u/[0-9a-f-]{36}\\.webp$`));
    const stored = await fetch(url);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('answers 503 in the shared error shape when S3 refuses the credentials', async () => {
    const res = await upload(apps.refused);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      acknowledged: false,
      code: 'SERVICE_UNAVAILABLE',
      fields: { file: expect.any(String) },
    });
  });
});
