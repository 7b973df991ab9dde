import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder, createProduct, createUser } from '../../../test/factories.js';
import { deliveredOrders } from './reviews-test-kit.js';

// The public seller page: name, rating over all their products' reviews, member since, approved listings.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());
const db = () => t.database.db;
const page = (id: string, query = '') => t.app.inject({ method: 'GET', url: `/api/sellers/${id}${query}` });

describe('GET /api/sellers/:id', () => {
  it('shows the seller, their rating over every product, and only their approved listings', async () => {
    const c = await deliveredOrders(t.app, db(), 2);
    const second = await createProduct(db(), { sellerId: c.seller.who.id, productName: 'Table fan' });
    await createProduct(db(), { sellerId: c.seller.who.id, status: 'pending', productName: 'Pending' });
    await createProduct(db(), { sellerId: c.seller.who.id, status: 'rejected', productName: 'Rejected' });
    const onSecond = await createOrder(db(), {
      buyerId: c.buyers[0]!.who.id,
      productId: second.id,
      sellerId: c.seller.who.id,
      orderStatus: 'delivered',
    });
    await c.buyers[0]!.review(c.orders[0]!.id, { productId: c.product.id, stars: 5 });
    await c.buyers[1]!.review(c.orders[1]!.id, { productId: c.product.id, stars: 4 });
    await c.buyers[0]!.review(onSecond.id, { productId: second.id, stars: 2 });

    const res = await page(c.seller.who.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.seller).toMatchObject({
      _id: c.seller.who.id,
      name: 'Karim Traders',
      rating: 3.7,
      reviewCount: 3,
      image: null,
    });
    expect(new Date(body.seller.memberSince).getTime()).toBeLessThanOrEqual(Date.now());
    expect(body.products.map((p: { productName: string }) => p.productName)).toEqual([
      'Table fan',
      c.product.productName,
    ]);
    expect(body.products[1]).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(body.products[0]).not.toHaveProperty('author');
    expect(body).toMatchObject({ page: 1, limit: 12, hasMore: false });
    const paged = (await page(c.seller.who.id, '?limit=1')).json();
    expect(paged).toMatchObject({ hasMore: true, products: [{ productName: 'Table fan' }] });
  });

  it('is 404 for no one, a blocked seller, or someone who sells nothing; bad paging names the field', async () => {
    expect((await page('nobody')).statusCode).toBe(404);
    expect((await page('x'.repeat(101))).statusCode).toBe(400);
    const buyer = await signUp(t.app);
    expect((await page(buyer.id)).statusCode).toBe(404);
    const blocked = await createUser(db(), { banned: true });
    await createProduct(db(), { sellerId: blocked.id });
    expect((await page(blocked.id)).statusCode).toBe(404);
    const seller = await createUser(db());
    await createProduct(db(), { sellerId: seller.id });
    const bad = await page(seller.id, '?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('page');
  });
});
