import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

// The installable app's files (decision 0032): the manifest in each language, the service worker, the icons.
const worker = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'bb-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await mkdir(join(webDist, 'icons'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>BulkBazar</title>' +
      '<link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webDist, 'sw.js'), worker);
  await writeFile(join(webDist, 'sw.js.br'), brotliCompressSync(worker));
  await writeFile(join(webDist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await buildTestApp({ WEB_DIST_DIR: webDist, BRAND_NAME: 'Paikari Hat' });
});

afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('serves the English manifest, named after the shop, as application/manifest+json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Paikari Hat',
      short_name: 'Paikari Hat',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    expect(manifest.description).toBe('Wholesale products in bulk, priced in taka.');
  });

  it('serves the Bengali manifest, whatever the browser asks for, and links each page to its language’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.bn.webmanifest' });
    const manifest = res.json();
    expect(manifest.lang).toBe('bn');
    expect(manifest.description).toContain('পাইকারি');
    expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['সব পণ্য', 'আপনার কার্ট']);
    // The same id: one app, whichever language installed it.
    expect(manifest.id).toBe('/');

    const bn = await t.app.inject({ method: 'GET', url: '/cart', headers: { cookie: 'lang=bn' } });
    expect(bn.body).toContain('<link rel="manifest" href="/manifest.bn.webmanifest" />');
    const en = await t.app.inject({ method: 'GET', url: '/cart', headers: { 'accept-language': 'en' } });
    expect(en.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('serves the service worker as JavaScript that browsers check again on every visit', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets the page register the worker and read the manifest (CSP)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cart' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves the icons as PNGs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});
