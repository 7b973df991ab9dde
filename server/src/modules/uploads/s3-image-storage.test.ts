import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ImageStorage } from './s3-image-storage.js';

// No S3 service is reachable here, so a local HTTP server stands in for one: the real AWS client signs and
// sends a real PutObject request, and the test checks what arrived.
type Received = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};
let server: Server;
let endpoint: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, { etag: '"abc"' }).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('S3-compatible image storage', () => {
  it('puts the object with its type and cache header, signed, and returns its public URL', async () => {
    const storage = createS3ImageStorage({
      bucket: 'bulkbazar-images',
      region: 'ap-south-1',
      endpoint,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com/images/',
      forcePathStyle: true,
    });
    const data = Buffer.from('RIFF....WEBPVP8 fake bytes');
    const url = await storage.put('u/1234.webp', data, 'image/webp');

    expect(url).toBe('https://cdn.example.com/images/u/1234.webp');
    expect(received).toHaveLength(1);
    const put = received[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url.split('?')[0]).toBe('/bulkbazar-images/u/1234.webp');
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toContain('immutable');
    expect(String(put.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect(put.body.toString()).toContain('fake bytes');
  });

  it('derives the URL from the endpoint and bucket when no public URL is set', async () => {
    const storage = createS3ImageStorage({
      bucket: 'b',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'k',
      secretAccessKey: 's',
      publicUrl: undefined,
      forcePathStyle: true,
    });
    expect(await storage.put('u/x.webp', Buffer.from('x'), 'image/webp')).toBe(`${endpoint}/b/u/x.webp`);
  });
});
