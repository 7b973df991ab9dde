import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { MAX_UPLOAD_BYTES } from './image-processing.js';
import { filePart, malformedMultipart, multipartBody, padded, type Part } from './multipart-bodies.js';
import { pngBytes } from './test-images.js';

let t: TestApp;
let s: Session;
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  s = await signUp(t.app);
  png = await pngBytes();
});
afterAll(() => t.close());

const stored = async () =>
  (await readdir(join(t.dataDir, 'uploads', 'u')).catch(() => [] as string[])).length;

const send = (contentType: string, payload: Buffer | Readable) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...asCookie(s), 'content-type': contentType },
    payload,
  });
const sendParts = (parts: Part[]) => {
  const body = multipartBody(parts);
  return send(body.contentType, body.payload);
};

/** Asserts the shared error shape with the field `file`, and that nothing was stored. */
async function expectRefused(res: Awaited<ReturnType<typeof send>>, status: number, before: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({
    acknowledged: false,
    code: expect.any(String),
    message: expect.any(String),
    fields: { file: expect.any(String) },
  });
  expect(await stored()).toBe(before);
}

describe('malformed multipart bodies', () => {
  it('refuses each with 400 naming the file, stores nothing, and still takes a good upload after', async () => {
    const before = await stored();
    for (const attack of malformedMultipart(png)) {
      const res = await send(attack.contentType, attack.payload);
      expect(res.statusCode, `${attack.name}: ${res.body}`).toBe(400);
      await expectRefused(res, 400, before);
    }
    expect((await sendParts([filePart(png)])).statusCode).toBe(200);
  });

  it('refuses a body whose stream ends in the middle of the file with 400', async () => {
    const { payload, contentType } = multipartBody([filePart(padded(png, 200_000))]);
    const res = await send(contentType, Readable.from([payload.subarray(0, 100_000)]));
    await expectRefused(res, 400, await stored());
  });
});

describe('multipart parts the route does not take', () => {
  it.each<[string, () => Part[]]>([
    ['no file part, only a text field', () => [{ name: 'title', data: 'hello' }]],
    ['the image in the wrong field', () => [{ ...filePart(png), name: 'image' }]],
    ['the image sent as a plain field', () => [{ name: 'file', data: png.toString('latin1') }]],
    ['two files', () => [filePart(png), filePart(png, 'b.png')]],
    ['a field named __proto__', () => [{ name: '__proto__', data: 'x' }, filePart(png)]],
  ])('%s → 400 naming file, nothing stored', async (_name, parts) => {
    const before = await stored();
    await expectRefused(await sendParts(parts()), 400, before);
  });

  it('refuses random bytes named photo.png with 415', async () => {
    const before = await stored();
    const noise = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251));
    await expectRefused(await sendParts([filePart(noise)]), 415, before);
  });

  it('takes a text field alongside the image (ignored)', async () => {
    const res = await sendParts([{ name: 'note', data: 'from my phone' }, filePart(png)]);
    expect(res.statusCode).toBe(200);
  });
});

describe('upload size', () => {
  it('refuses a padded image with 413 even when the cap falls exactly on a chunk boundary', async () => {
    const before = await stored();
    // 1 KB over the cap: the whole request stays under the request cap, so only the file check can catch it.
    const file = padded(png, MAX_UPLOAD_BYTES + 1024 - png.length);
    const { payload, contentType } = multipartBody([filePart(file)]);
    const fileStart = payload.indexOf(file.subarray(0, 16));
    const split = fileStart + MAX_UPLOAD_BYTES;
    const res = await send(contentType, Readable.from([payload.subarray(0, split), payload.subarray(split)]));
    await expectRefused(res, 413, before);
  });

  it('refuses a chunked request bigger than the cap in total (fields before the image) with 413', async () => {
    const before = await stored();
    const filler = (name: string) => ({ name, data: 'x'.repeat(1024 * 1024 - 10) });
    const parts = [filler('a'), filler('b'), filler('c'), filePart(padded(png, 4 * 1024 * 1024))];
    const { payload, contentType } = multipartBody(parts);
    const res = await send(contentType, Readable.from([payload]));
    await expectRefused(res, 413, before);
  });
});

describe('over a real connection', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it('answers 413 to each of 10 images padded by 10 MB, and stores none', async () => {
    const before = await stored();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { payload, contentType } = multipartBody([filePart(padded(png, 10 * 1024 * 1024))]);
      const res = await fetch(`http://127.0.0.1:${port}/api/uploads`, {
        method: 'POST',
        headers: { ...asCookie(s), 'content-type': contentType },
        body: payload,
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual(Array(10).fill(413));
    expect(await stored()).toBe(before);
  });

  it('answers 413 to a declared Content-Length over the cap without waiting for the body', async () => {
    const { contentType } = multipartBody([filePart(png)]);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${s.cookie}\r\nOrigin: ${asCookie(s).origin}\r\n` +
            `Content-Type: ${contentType}\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });
});
