import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

// A built web app as the web build leaves it: fingerprinted assets with .br/.gz copies, the manifest and the
// page hints (web/scripts/page-hints.mjs).
const script = `console.log(${JSON.stringify('BulkBazar '.repeat(200))});`;
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'bb-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await mkdir(join(webDist, '.vite'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>BulkBazar</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), script);
  await writeFile(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  await writeFile(join(webDist, '.vite', 'manifest.json'), '{}');
  const pages = { '/': ['assets/home-1.js'], '/product/:id': ['assets/product-1.js', 'assets/shared-1.js'] };
  await writeFile(join(webDist, '.vite', 'page-hints.json'), JSON.stringify({ pages }));
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('built web app', () => {
  it('sends the precompressed copy of an asset to a browser that accepts it, cached for good', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file as it is', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('does not serve the build manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });
});

describe('page hints', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const modulepreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}" />`;

  it("starts a page's own chunks with its HTML", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?ref=home' });
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain(modulepreload('assets/home-1.js'));
    expect(res.body).not.toContain('product-1.js');
  });

  it("preloads a product page's chunks and its main image, with high priority", async () => {
    const product = await createProduct(t.database.db, { image: '/uploads/u/main.webp' });
    const res = await t.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain(modulepreload('assets/product-1.js'));
    expect(head(res.body)).toContain(modulepreload('assets/shared-1.js'));
    expect(head(res.body)).toContain(
      '<link rel="preload" as="image" href="/uploads/u/main.webp" fetchpriority="high" />',
    );
  });

  it('adds no image for a product that is not public, and nothing for a page without hints', async () => {
    const hidden = await createProduct(t.database.db, { status: 'pending' });
    const res = await t.app.inject({ method: 'GET', url: `/product/${hidden.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(modulepreload('assets/product-1.js'));
    expect(res.body).not.toContain('as="image"');
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).not.toContain('modulepreload');
  });
});

describe('status of pages', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(['/nonexistent', '/no/such/page', '/dashboard/nope', '/product'])(
    'answers %s, which the web app does not know, with its page shell and a 404',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each([
    '/',
    '/products',
    '/about/',
    '/ABOUT',
    '/login',
    '/cart',
    '/dashboard',
    '/dashboard/orders/x',
    '/unsubscribe',
    '/notifications',
    '/dashboard/outbox',
    // SEED's old address: the web app leads it to the catalog (issue 28).
    '/productdetails',
  ])('answers %s, a page of the web app, with 200', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });

  it('answers the checkout and purchase pages of a product that is not public (or not there) with 404', async () => {
    const live = await createProduct(t.database.db);
    const hidden = await createProduct(t.database.db, { status: 'rejected' });
    expect((await get(`/product/${live.id}/checkout`)).statusCode).toBe(200);
    expect((await get(`/purchase/${live.id}`)).statusCode).toBe(200);
    expect((await get(`/product/${hidden.id}/checkout`)).statusCode).toBe(404);
    expect((await get(`/purchase/${hidden.id}`)).statusCode).toBe(404);
    expect((await get('/product/3f0e8d59-3c4a-4c1e-9d1e-000000000000')).statusCode).toBe(404);
    expect((await get('/product/not-a-uuid/checkout')).statusCode).toBe(404);
  });

  it("answers a blocked seller's approved product page with 404, as the API does", async () => {
    const listing = await createProduct(t.database.db, { sellerBlocked: true });
    expect((await get(`/product/${listing.id}`)).statusCode).toBe(404);
    expect((await get(`/product/${listing.id}/checkout`)).statusCode).toBe(404);
  });

  it('keeps unknown /api paths a JSON 404', async () => {
    const res = await get('/api/nonexistent');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ acknowledged: false, code: 'NOT_FOUND' });
  });
});
