import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@bulkbazar/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';

let t: TestApp;
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const seller = await createUser(db, { name: 'Karim Traders', email: 'karim@example.com' });
  const at = (h: number) => new Date(Date.UTC(2026, 10, 1, h));
  await createProduct(db, {
    sellerId: seller.id,
    productName: 'Steel Water Bottle',
    price: 250.5,
    createdAt: at(1),
    category: 'home-kitchen-appliances',
  });
  await createProduct(db, {
    sellerId: seller.id,
    productName: 'Cotton Panjabi',
    brand: 'Sylhet',
    price: 780,
    createdAt: at(2),
    category: 'fashion-apparel',
    rating: 3,
  });
  await createProduct(db, { sellerId: seller.id, productName: 'USB Charger', price: 320, createdAt: at(3) });
  await createProduct(db, {
    sellerId: seller.id,
    productName: 'Hidden pending charger',
    status: 'pending',
    createdAt: at(4),
  });
  await createProduct(db, {
    sellerId: seller.id,
    productName: 'Rejected charger',
    status: 'rejected',
    createdAt: at(5),
  });
  await createProduct(db, {
    sellerId: seller.id,
    productName: 'Blocked charger',
    status: 'blocked',
    createdAt: at(6),
  });
});
afterAll(() => t.close());

describe('GET /api/products', () => {
  it('lists approved products only, newest first, with the SEED.md fields', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    const page = body as ProductPage;
    expect(page.products.map((p) => p.productName)).toEqual([
      'USB Charger',
      'Cotton Panjabi',
      'Steel Water Bottle',
    ]);
    expect(page).toMatchObject({ page: 1, limit: 12, hasMore: false });
    expect(page.products[2]).toMatchObject({
      price: 250.5,
      minQuantity: 10,
      maxQuantity: 1000,
      author: 'karim@example.com',
      authorName: 'Karim Traders',
      category: 'Home & Kitchen Appliances',
      categorySlug: 'home-kitchen-appliances',
      status: 'approved',
      publishDate: '2026-11-01T01:00:00.000Z',
    });
  });

  it('answers cards with view=card: what a card shows, without content, seller email or moderation fields', async () => {
    const { status, body } = await list('?view=card');
    expect(status).toBe(200);
    const card = (body as { products: Record<string, unknown>[] }).products[2]!;
    expect(card).toMatchObject({ productName: 'Steel Water Bottle', price: 250.5, maxQuantity: 1000 });
    expect(Object.keys(card).sort()).toEqual(
      [
        '_id',
        'authorName',
        'brand',
        'category',
        'categorySlug',
        'description',
        'image',
        'maxOrderQuantity',
        'maxQuantity',
        'minQuantity',
        // The quantity engine's inputs: cards show the price range and the pack size.
        'orderIncrement',
        'price',
        'priceTiers',
        'productName',
        'publishDate',
        'rating',
        'reviewCount',
        // The Verified business badge (issue 31).
        'sellerVerified',
      ].sort(),
    );
    expect((await list('?view=everything')).status).toBe(400);
  });

  it('pages with hasMore', async () => {
    const first = (await list('?limit=2')).body as ProductPage;
    expect(first.products).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = (await list('?limit=2&page=2')).body as ProductPage;
    expect(second.products.map((p) => p.productName)).toEqual(['Steel Water Bottle']);
    expect(second.hasMore).toBe(false);
  });

  it('filters by category, price range and words, and sorts', async () => {
    expect(
      (await list('?category=fashion-apparel')).body.products.map(
        (p: { productName: string }) => p.productName,
      ),
    ).toEqual(['Cotton Panjabi']);
    expect(
      (await list('?minPrice=300&maxPrice=500')).body.products.map(
        (p: { productName: string }) => p.productName,
      ),
    ).toEqual(['USB Charger']);
    expect((await list('?q=charg')).body.products.map((p: { productName: string }) => p.productName)).toEqual(
      ['USB Charger'],
    );
    expect(
      (await list('?q=sylhet')).body.products.map((p: { productName: string }) => p.productName),
    ).toEqual(['Cotton Panjabi']);
    expect((await list('?q=%27%3B%20drop%20table%20products%3B%20--%20%26%7C!')).status).toBe(200);
    expect((await list('?sort=price-asc')).body.products.map((p: { price: number }) => p.price)).toEqual([
      250.5, 320, 780,
    ]);
    expect((await list('?sort=price-desc')).body.products.map((p: { price: number }) => p.price)).toEqual([
      780, 320, 250.5,
    ]);
  });

  it.each([
    ['?limit=1000', 'limit'],
    ['?limit=0', 'limit'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?category=toys', 'category'],
    ['?sort=cheapest', 'sort'],
    ['?minPrice=-5', 'minPrice'],
    ['?minPrice=500&maxPrice=100', 'maxPrice'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ acknowledged: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.message).toContain(field);
  });
});
