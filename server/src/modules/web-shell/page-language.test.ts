import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

// Issue 15: a page's HTML is in the caller's language — the `lang` cookie, else Accept-Language — with its
// <html lang> (the web app picks its texts from it), title and description, and the hints of that language.
let webDist: string;
let t: TestApp;
let productId: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'bb-web-lang-'));
  await mkdir(join(webDist, '.vite'), { recursive: true });
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="description" content="x" /><title>BulkBazar</title></head><body></body></html>',
  );
  const hints = {
    pages: { '/': ['assets/home-1.js', 'assets/en-pages-1.js'] },
    shell: ['assets/en-shell-1.js'],
    bn: {
      pages: { '/': ['assets/home-1.js', 'assets/bn-pages-1.js'] },
      shell: ['assets/bn-shell-1.js'],
      fonts: ['assets/noto-sans-bengali-bengali-400-normal-1.woff2'],
    },
  };
  await writeFile(join(webDist, '.vite', 'page-hints.json'), JSON.stringify(hints));
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
  productId = (await createProduct(t.database.db, { productName: 'মিনিকেট চাল ৫০ কেজি', price: 3150 })).id;
});

afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('pages in the caller’s language', () => {
  it('English by default: <html lang="en">, English title and hints, Vary on the language headers', async () => {
    const res = await get('/');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>Home | BulkBazar</title>');
    expect(res.body).toContain('assets/en-shell-1.js');
    expect(res.body).toContain('assets/en-pages-1.js');
    expect(res.body).not.toContain('bn-');
    expect(res.headers['vary']).toBe('Cookie, Accept-Language');
    expect(res.headers['content-language']).toBe('en');
  });

  it('the lang cookie gives Bengali: lang, title, description, the Bengali chunks and the font preloaded', async () => {
    const res = await get('/', { cookie: 'theme=dark; lang=bn' });
    expect(res.body).toContain('<html lang="bn"');
    expect(res.body).toContain('<title>হোম | BulkBazar</title>');
    expect(res.body).toMatch(/<meta name="description" content="[^"]*পাইকারি/);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/bn-shell-1.js" />');
    expect(res.body).toContain('href="/assets/bn-pages-1.js"');
    expect(res.body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-bengali-400-normal-1.woff2" />',
    );
    expect(res.body).not.toContain('en-pages');
    expect(res.headers['content-language']).toBe('bn');
  });

  it('Accept-Language decides without a cookie; the cookie wins over it; a bad cookie is ignored', async () => {
    expect((await get('/products', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' })).body).toContain(
      '<title>সব পণ্য | BulkBazar</title>',
    );
    expect((await get('/products', { 'accept-language': 'bn-BD', cookie: 'lang=en' })).body).toContain(
      '<title>All Products | BulkBazar</title>',
    );
    expect((await get('/', { cookie: 'lang=fr' })).body).toContain('<html lang="en"');
    expect((await get('/notifications', { cookie: 'lang=bn' })).body).toContain(
      '<title>নোটিফিকেশন | BulkBazar</title>',
    );
  });

  it('a product page in Bengali: its name, and a description with the price in Bengali digits', async () => {
    const res = await get(`/product/${productId}`, { cookie: 'lang=bn' });
    expect(res.body).toContain('<title>মিনিকেট চাল ৫০ কেজি | BulkBazar</title>');
    expect(res.body).toContain('প্রতি পিস ৳৩,১৫০.০০');
  });

  it('a category page in Bengali carries the category’s Bengali name', async () => {
    const res = await get('/category/fashion-apparel', { cookie: 'lang=bn' });
    expect(res.body).toContain('<title>ফ্যাশন ও পোশাক | BulkBazar</title>');
  });
});

describe('the language switch (GET /lang/:lang)', () => {
  it('sets the lang cookie for a year and sends the visitor back to the page, which then comes in that language', async () => {
    const res = await get('/lang/bn?next=%2Fproducts%3Fq%3Drice');
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/products?q=rice');
    expect(res.headers['set-cookie']).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await get('/products?q=rice', { cookie: String(res.headers['set-cookie']).split(';')[0]! });
    expect(page.body).toContain('<html lang="bn"');
    const back = await get('/lang/en');
    expect(back.headers['location']).toBe('/');
    expect(back.headers['set-cookie']).toContain('lang=en;');
  });

  it('refuses a language it does not have, and any next that is not a path on this site, naming the field', async () => {
    for (const [url, field] of [
      ['/lang/fr?next=%2F', 'lang'],
      ['/lang/bn?next=https%3A%2F%2Fevil.example', 'next'],
      ['/lang/bn?next=%2F%2Fevil.example', 'next'],
      ['/lang/bn?next=%2F%5Cevil.example', 'next'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['set-cookie'], url).toBeUndefined();
      expect(res.json().code, url).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().fields ?? {}), url).toContain(field);
    }
  });
});
