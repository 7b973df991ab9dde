import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';

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

  // Issue 28 (item 21): an unknown seller's page answered 200 (products and categories answer 404), and the
  // sitemap had no seller pages.
  it("answers a seller's page 200 with their name as its title, and 404 for no seller, a blocked one or a non-seller", async () => {
    const seller = await createUser(t.database.db, { name: 'Karim "Traders" <Ltd>' });
    await createProduct(t.database.db, { sellerId: seller.id });
    const res = await t.app.inject({ method: 'GET', url: `/seller/${seller.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Karim &quot;Traders&quot; &lt;Ltd&gt; | Paikari&lt;Haat&gt;</title>');
    expect(res.body).toContain(
      `<link rel="canonical" href="https://shop.example.com.bd/seller/${seller.id}" />`,
    );
    const blocked = await createUser(t.database.db, { banned: true });
    await createProduct(t.database.db, { sellerId: blocked.id, sellerBlocked: true });
    const buyer = await createUser(t.database.db);
    for (const id of ['no-such-seller', blocked.id, buyer.id]) {
      const missing = await t.app.inject({ method: 'GET', url: `/seller/${id}` });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.body).toContain('<div id="root">');
    }
  });

  it('lists the pages of sellers with listings on sale in /sitemap.xml', async () => {
    const seller = await createUser(t.database.db);
    await createProduct(t.database.db, { sellerId: seller.id });
    const pendingOnly = await createUser(t.database.db);
    await createProduct(t.database.db, { sellerId: pendingOnly.id, status: 'pending' });
    const blocked = await createUser(t.database.db, { banned: true });
    await createProduct(t.database.db, { sellerId: blocked.id, sellerBlocked: true });
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>https://shop.example.com.bd/seller/${seller.id}</loc>`);
    expect(sitemap.match(new RegExp(`/seller/${seller.id}<`, 'g'))).toHaveLength(1);
    expect(sitemap).not.toContain(pendingOnly.id);
    expect(sitemap).not.toContain(blocked.id);
  });

  it("answers SEED.md's old addresses with the app page, which moves them on (not a 404)", async () => {
    for (const url of ['/productdetails', '/productcetagory', '/regester']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('writes the configured brand into every other page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.body).toContain('<meta name="brand" content="Paikari&lt;Haat&gt;" />');
  });
});
