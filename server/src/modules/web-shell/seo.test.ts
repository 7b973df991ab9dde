import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  // The same head as web/index.html, so the test does not need a web build.
  webDir = await mkdtemp(join(tmpdir(), 'bb-web-'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="brand" content="BulkBazar" /><meta name="description" content="Wholesale." /><title>BulkBazar</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({
    WEB_DIST_DIR: webDir,
    PUBLIC_URL: 'https://shop.example.com.bd',
    BRAND_NAME: 'Paikari<Haat>',
  });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('pages for search engines and link previews', () => {
  it('gives a product page its title, description and Open Graph tags, escaped', async () => {
    const p = await createProduct(t.database.db, {
      productName: 'Kettle "Pro" <1.8L>',
      brand: 'Miyako',
      price: 890,
      image: '/uploads/seed/health-beauty-1.webp',
    });
    const res = await t.app.inject({ method: 'GET', url: `/product/${p.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kettle &quot;Pro&quot; &lt;1.8L&gt; | Paikari&lt;Haat&gt;</title>');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://shop.example.com.bd/uploads/seed/health-beauty-1.webp" />',
    );
    expect(res.body).toContain(
      `<meta property="og:url" content="https://shop.example.com.bd/product/${p.id}" />`,
    );
    expect(res.body).toMatch(/<meta name="description" content="Miyako · ৳890.00 per unit/);
    expect(res.body).not.toContain('<1.8L>');
  });

  it('answers a product that is not public with the app page and a 404 status', async () => {
    const pending = await createProduct(t.database.db, { status: 'pending', productName: 'Hidden' });
    const res = await t.app.inject({ method: 'GET', url: `/product/${pending.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('Hidden');
  });

  it('gives category pages their own title', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/category/health-beauty' });
    expect(res.body).toContain('<title>Health &amp; Beauty | Paikari&lt;Haat&gt;</title>');
    expect((await t.app.inject({ method: 'GET', url: '/category/toys' })).statusCode).toBe(404);
  });

  it('lists approved products and categories in /sitemap.xml, and serves /robots.txt', async () => {
    const live = await createProduct(t.database.db);
    const hidden = await createProduct(t.database.db, { status: 'rejected' });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`https://shop.example.com.bd/product/${live.id}`);
    expect(sitemap.body).not.toContain(hidden.id);
    expect(sitemap.body).toContain('https://shop.example.com.bd/category/office-supplies-stationery');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://shop.example.com.bd/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /notifications');
  });

  it('writes the configured brand into every other page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.body).toContain('<meta name="brand" content="Paikari&lt;Haat&gt;" />');
  });
});
