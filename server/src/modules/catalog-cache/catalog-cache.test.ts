import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { createCatalogCache } from './catalog-cache.js';

let t: TestApp;
let seller: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const names = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' }))
    .json()
    .products.map((p: { productName: string; maxQuantity: number }) => `${p.productName}:${p.maxQuantity}`);

describe('catalog cache', () => {
  it('answers with an ETag and 304 for a client that has the same page', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?page=1' });
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?page=1',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows every change that goes through the shop at once: moderation, edits, orders, cancels, deletes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: asCookie(seller),
      payload: {
        productName: 'Cached Kettle',
        image: '/uploads/seed/home-kitchen-appliances-2.webp',
        brand: 'B',
        category: 'home-kitchen-appliances',
        description: 'D',
        price: 10,
        maxQuantity: 100,
        minQuantity: 1,
      },
    });
    const id = res.json().insertedId;
    expect(await names()).not.toContain('Cached Kettle:100');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/approve`,
      headers: asCookie(admin),
    });
    expect(await names()).toContain('Cached Kettle:100');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${id}`,
      headers: asCookie(seller),
      payload: { maxQuantity: 90 },
    });
    expect(await names()).toContain('Cached Kettle:90');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/addorder',
      headers: asCookie(admin),
      payload: {
        productId: id,
        quantity: 5,
        shippingAddress: 'House 1, Road 1, Dhaka',
        phoneNumber: '01712345678',
      },
    });
    expect(await names()).toContain('Cached Kettle:85');
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.json().insertedId}/cancel`,
      headers: asCookie(admin),
    });
    expect(await names()).toContain('Cached Kettle:90');
    await t.app.inject({ method: 'DELETE', url: `/api/delete/${id}`, headers: asCookie(seller) });
    expect((await names()).some((n: string) => n.startsWith('Cached Kettle'))).toBe(false);
  });

  it('does not keep an answer loaded while a write happened', async () => {
    const cache = createCatalogCache();
    let release!: () => void;
    const slow = cache.get('k', () => new Promise((r) => (release = () => r({ v: 'old' }))));
    cache.invalidate();
    release();
    expect((await slow).json).toBe('{"v":"old"}');
    expect((await cache.get('k', async () => ({ v: 'new' }))).json).toBe('{"v":"new"}');
  });

  it('loads once for many concurrent requests', async () => {
    const cache = createCatalogCache();
    let loads = 0;
    await Promise.all(Array.from({ length: 20 }, () => cache.get('k', async () => ({ n: ++loads }))));
    expect(loads).toBe(1);
  });

  it('hands a kept answer over without waiting, and none that is not kept or was cleared', async () => {
    const cache = createCatalogCache();
    expect(cache.kept('k')).toBeUndefined();
    const page = await cache.get('k', async () => ({ n: 1 }));
    expect(cache.kept('k')).toBe(page);
    cache.invalidate();
    expect(cache.kept('k')).toBeUndefined();
  });

  it('is bypassed by rows written straight to the database until cleared (which is why writes go through services)', async () => {
    await names();
    await createProduct(t.database.db, { productName: 'Direct Row', stock: 7 });
    expect(await names()).not.toContain('Direct Row:7');
    t.app.catalogCache.invalidate();
    expect(await names()).toContain('Direct Row:7');
  });
});
