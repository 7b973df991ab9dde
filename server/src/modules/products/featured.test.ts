import { CATEGORIES, MAX_FEATURED } from '@bulkbazar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/products/featured', () => {
  it('is empty on an empty catalog', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/featured' });
    expect(res.json()).toEqual({ products: [] });
  });

  it('gives at most 7, one per category (the newest of each), newest first, approved only', async () => {
    const db = t.database.db;
    // Two products per category; the second of each is newer. A newer pending one must not count.
    for (const [i, c] of CATEGORIES.entries()) {
      await createProduct(db, {
        category: c.slug,
        productName: `old ${c.slug}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, i)),
      });
      await createProduct(db, {
        category: c.slug,
        productName: `new ${c.slug}`,
        createdAt: new Date(Date.UTC(2026, 1, 1, i)),
      });
    }
    await createProduct(db, {
      category: 'health-beauty',
      productName: 'pending',
      status: 'pending',
      createdAt: new Date(Date.UTC(2026, 5, 1)),
    });

    // The rows above were written straight to the database, past the services that clear the catalog cache.
    t.app.catalogCache.invalidate();
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/products/featured' })).json();
    // Eight categories, at most 7 on the shelf (PRODUCT.md): the one whose newest listing is the oldest stays off.
    expect(CATEGORIES.length).toBeGreaterThan(MAX_FEATURED);
    expect(products).toHaveLength(7);
    expect(new Set(products.map((p: { categorySlug: string }) => p.categorySlug)).size).toBe(7);
    expect(products.map((p: { productName: string }) => p.productName)).toEqual(
      [...CATEGORIES]
        .reverse()
        .slice(0, 7)
        .map((c) => `new ${c.slug}`),
    );
  });
});
