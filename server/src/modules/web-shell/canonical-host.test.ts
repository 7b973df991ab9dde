import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

// Issue 28: cookies are kept per host name, and the payment return, sign-in and e-mail links go to PUBLIC_URL.
// A browser that reached the shop's listener under another name (localhost for 127.0.0.1, the machine's
// address) would sign in under one name and come back from the gateway under the other, signed out: its page
// requests are sent to PUBLIC_URL's host first, so there is one origin and one cookie jar.
let webDir: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'bb-web-host-'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><title>BulkBazar</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await rm(webDir, { recursive: true, force: true });
});

async function shop(env: Record<string, string>) {
  const t = await buildTestApp({ WEB_DIST_DIR: webDir, ...env });
  apps.push(t);
  return (url: string, host: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: { host } });
}

describe('pages asked for under another name of the listener', () => {
  it('sends localhost:3000 to the default PUBLIC_URL, http://127.0.0.1:3000, keeping the path and query', async () => {
    const get = await shop({ PORT: '3000' });
    const res = await get('/products?q=rice', 'localhost:3000');
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe('http://127.0.0.1:3000/products?q=rice');
    const account = await get('/orders', 'localhost:3000');
    expect(account.headers['location']).toBe('http://127.0.0.1:3000/orders');
    expect((await get('/products?q=rice', '127.0.0.1:3000')).statusCode).toBe(200);
  });

  it('sends the machine’s own address to PUBLIC_URL with HOST=0.0.0.0', async () => {
    const get = await shop({
      HOST: '0.0.0.0',
      PORT: '3000',
      PUBLIC_URL: 'http://192.168.1.10:3000',
      ALLOW_FAKES_ON_NETWORK: 'true',
    });
    expect((await get('/', 'localhost:3000')).headers['location']).toBe('http://192.168.1.10:3000/');
    expect((await get('/about', '10.0.0.5:3000', 'HEAD')).headers['location']).toBe(
      'http://192.168.1.10:3000/about',
    );
    expect((await get('/', '192.168.1.10:3000')).statusCode).toBe(200);
  });

  it('leaves the API, the health checks and requests through a proxy (another port) alone', async () => {
    const get = await shop({ PORT: '3000', PUBLIC_URL: 'http://127.0.0.1:3000' });
    expect((await get('/api/products', 'localhost:3000')).statusCode).toBe(200);
    expect((await get('/healthz', 'localhost:3000')).statusCode).toBe(200);
    expect((await get('/readyz', 'localhost:3000')).statusCode).toBe(200);
    expect((await get('/', 'shop.example.bd')).statusCode).toBe(200);
    expect((await get('/', 'localhost:80')).statusCode).toBe(200);
  });
});
