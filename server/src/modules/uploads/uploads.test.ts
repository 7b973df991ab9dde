import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { jpegWithGps, pngBytes, pngClaiming, svgWithScript } from './test-images.js';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await buildTestApp();
  s = await signUp(t.app);
});
const corpus = { tried: 0, handled: 0 };
afterAll(async () => {
  console.log(
    `upload corpus: ${corpus.tried} files tried, ${corpus.tried - corpus.handled} answered 5xx (each expected answer is asserted in its test)`,
  );
  await t.close();
});

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = '----bbtest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = async (
  filename: string,
  contentType: string,
  data: Buffer,
  headers: Record<string, string> = asCookie(s),
) => {
  const body = multipart(filename, contentType, data);
  corpus.tried++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, 'content-type': body.type },
    payload: body.payload,
  });
  if (res.statusCode < 500) corpus.handled++;
  return res;
};
const stored = async () =>
  (await readdir(join(t.dataDir, 'uploads', 'u')).catch(() => [] as string[])).length;

describe('POST /api/uploads', () => {
  it('accepts a PNG named .jpg, re-encodes it to WebP under a generated name and serves it with a long cache', async () => {
    const res = await upload('holiday.jpg', 'image/jpeg', await pngBytes());
    expect(res.statusCode).toBe(200);
    const { url, secure_url } = res.json();
    expect(url).toMatch(/^\/uploads\/u\/[0-9a-f-]{36}\.webp$/);
    expect(secure_url).toBe(url);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('strips EXIF (camera, GPS) from photos', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { url } = (await upload('me.jpg', 'image/jpeg', input)).json();
    const out = await t.app.inject({ method: 'GET', url });
    const meta = await sharp(out.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(out.rawPayload.includes(Buffer.from('Tracker 3000'))).toBe(false);
  });

  it('removes anything appended after the image data', async () => {
    const polyglot = Buffer.concat([await pngBytes(), Buffer.from('<script>alert(1)</script>')]);
    const res = await upload('x.png', 'image/png', polyglot);
    expect(res.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(out.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it.each([
    ['a text file named .png', 'notes.png', 'image/png', Buffer.from('just some text, not a picture'), 415],
    ['an SVG with a script', 'logo.svg', 'image/svg+xml', svgWithScript, 415],
    ['an empty file', 'empty.png', 'image/png', Buffer.alloc(0), 400],
    ['a 20000×20000 pixel image', 'bomb.png', 'image/png', null, 413],
    ['a truncated PNG', 'cut.png', 'image/png', 'truncated', 415],
  ])('refuses %s with a clear 4xx and stores nothing', async (_name, filename, type, data, status) => {
    const before = await stored();
    let bytes = data as Buffer | null | string;
    if (bytes === null) bytes = await pngClaiming(20_000, 20_000);
    if (bytes === 'truncated') bytes = (await pngBytes(400, 400)).subarray(0, 120);
    const res = await upload(filename, type, bytes as Buffer);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ acknowledged: false, fields: { file: expect.any(String) } });
    expect(await stored()).toBe(before);
  });

  it('refuses a 6 MB file with 413 and stores nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload('big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 5 MB/);
    expect(await stored()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const res = await upload('a.png', 'image/png', await pngBytes(), {});
    expect(res.statusCode).toBe(401);
  });
});
