import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products, reviews } from '../../db/schema.js';
import { signUp, signUpAdmin } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder, createProduct } from '../../../test/factories.js';
import { deliveredOrders, productReviews, reviewer } from './reviews-test-kit.js';

// Reviews: only the buyer of a delivered order, each product of it once; the seller replies once; admins
// remove with a reason; the product's rating is the mean of what is left.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());
const db = () => t.database.db;
const productRow = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]!;

describe('writing a review', () => {
  it('is for the buyer of a delivered order, once per product', async () => {
    const c = await deliveredOrders(t.app, db(), 1);
    const [buyer] = c.buyers;
    const order = c.orders[0]!;
    const first = await buyer!.review(order.id, { productId: c.product.id, stars: 4, text: 'Good fans' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().review).toMatchObject({
      productId: c.product.id,
      buyerName: 'Buyer 1',
      stars: 4,
      text: 'Good fans',
      reply: null,
    });
    const again = await buyer!.review(order.id, { productId: c.product.id, stars: 5 });
    expect(again.statusCode).toBe(409);
    expect((await productRow(c.product.id)).reviewCount).toBe(1);
  });

  it('is refused before delivery (409) and for anyone but the buyer (404, the order stays hidden)', async () => {
    const c = await deliveredOrders(t.app, db(), 1, 'shipped');
    const body = { productId: c.product.id, stars: 5 };
    expect((await c.buyers[0]!.review(c.orders[0]!.id, body)).statusCode).toBe(409);

    const delivered = await deliveredOrders(t.app, db(), 1);
    const orderId = delivered.orders[0]!.id;
    const outsider = reviewer(t.app, await signUp(t.app));
    const admin = reviewer(t.app, await signUpAdmin(t.app, db()));
    for (const who of [outsider, admin, delivered.seller]) {
      const res = await who.review(orderId, { productId: delivered.product.id, stars: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect((await outsider.review('not-a-uuid', body)).statusCode).toBe(404);
    expect(await db().select().from(reviews).where(eq(reviews.orderId, orderId))).toEqual([]);
  });

  it('is only for a product of that order', async () => {
    const c = await deliveredOrders(t.app, db(), 1);
    const elsewhere = await createProduct(db());
    const res = await c.buyers[0]!.review(c.orders[0]!.id, { productId: elsewhere.id, stars: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json().fields).toHaveProperty('productId');
  });

  it.each([
    ['no stars', { text: 'x' }, 'stars'],
    ['0 stars', { stars: 0 }, 'stars'],
    ['6 stars', { stars: 6 }, 'stars'],
    ['half a star', { stars: 3.5 }, 'stars'],
    ['stars as text', { stars: 'five' }, 'stars'],
    ['2,001 characters', { stars: 4, text: 'x'.repeat(2001) }, 'text'],
    ['text as a number', { stars: 4, text: 7 }, 'text'],
    ['no product', { stars: 4, productId: undefined }, 'productId'],
  ])('names the field of a bad body: %s', async (_name, body, field) => {
    const c = await deliveredOrders(t.app, db(), 1);
    const res = await c.buyers[0]!.review(c.orders[0]!.id, { productId: c.product.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect((await productRow(c.product.id)).reviewCount).toBe(0);
  });

  it("takes PRODUCT.md's `rating` for the stars, and 2,000 characters", async () => {
    const c = await deliveredOrders(t.app, db(), 1);
    const res = await c.buyers[0]!.review(c.orders[0]!.id, {
      productId: c.product.id,
      rating: 2,
      text: 'ক'.repeat(2000),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().review.stars).toBe(2);
  });

  it("reviews each product of a checkout's several-line order once", async () => {
    const seller = await signUp(t.app);
    const [a, b] = [
      await createProduct(db(), { sellerId: seller.id }),
      await createProduct(db(), { sellerId: seller.id }),
    ];
    const buyer = reviewer(t.app, await signUp(t.app));
    const order = await createOrder(db(), {
      buyerId: buyer.who.id,
      productId: a!.id,
      sellerId: seller.id,
      orderStatus: 'delivered',
    });
    await db().insert(orderItems).values({
      orderId: order.id,
      position: 1,
      productId: b!.id,
      productName: b!.productName,
      productImage: b!.image,
      quantity: 10,
      unitPricePoisha: 100,
      lineTotalPoisha: 1000,
    });
    expect((await buyer.review(order.id, { productId: a!.id, stars: 5 })).statusCode).toBe(200);
    expect((await buyer.review(order.id, { productId: b!.id, stars: 3 })).statusCode).toBe(200);
    const mine = await buyer.send('GET', `/api/orders/${order.id}/reviews`);
    expect(mine.json().reviews.map((r: { stars: number }) => r.stars)).toEqual([5, 3]);
    expect((await reviewer(t.app, seller).send('GET', `/api/orders/${order.id}/reviews`)).statusCode).toBe(
      404,
    );
  });
});

describe('the rating', () => {
  it('is the mean to one decimal with the count: 5, 4, 4 → 4.3 (3); without the 5 → 4.0 (2)', async () => {
    const c = await deliveredOrders(t.app, db(), 3);
    const admin = reviewer(t.app, await signUpAdmin(t.app, db()));
    const ids: string[] = [];
    for (const [i, stars] of [5, 4, 4].entries()) {
      const res = await c.buyers[i]!.review(c.orders[i]!.id, { productId: c.product.id, stars });
      ids.push(res.json().review._id);
    }
    let page = await productReviews(t.app, c.product.id);
    expect(page).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const product = (await t.app.inject({ method: 'GET', url: `/api/product/${c.product.id}` })).json();
    expect(product).toMatchObject({ rating: 4.3, reviewCount: 3, sellerRating: 4.3, sellerReviewCount: 3 });

    const removed = await admin.remove(ids[0]!, 'Written by the seller’s cousin');
    expect(removed.statusCode, removed.body).toBe(200);
    page = await productReviews(t.app, c.product.id);
    expect(page).toMatchObject({ rating: 4, reviewCount: 2 });
    expect(page.reviews.map((r: { _id: string }) => r._id)).not.toContain(ids[0]);
    const row = await productRow(c.product.id);
    expect([row.rating, row.reviewCount, row.starsTotal]).toEqual([4, 2, 8]);
    const seller = (await t.app.inject({ method: 'GET', url: `/api/sellers/${c.seller.who.id}` })).json();
    expect(seller.seller).toMatchObject({ rating: 4, reviewCount: 2 });

    // Removing every review leaves no rating.
    await admin.remove(ids[1]!, 'Spam');
    await admin.remove(ids[2]!, 'Spam');
    expect(await productReviews(t.app, c.product.id)).toMatchObject({
      rating: 0,
      reviewCount: 0,
      reviews: [],
    });
  });

  it('counts concurrent reviews of one product, none lost', async () => {
    const c = await deliveredOrders(t.app, db(), 6);
    const stars = [1, 2, 3, 4, 5, 5];
    const answers = await Promise.all(
      c.buyers.map((b, i) => b.review(c.orders[i]!.id, { productId: c.product.id, stars: stars[i] })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(stars.map(() => 200));
    const row = await productRow(c.product.id);
    expect([row.rating, row.reviewCount, row.starsTotal]).toEqual([3.3, 6, 20]);
  });
});

describe('the list', () => {
  it('is public, newest first, paged, with the buyer by name and the reply', async () => {
    const c = await deliveredOrders(t.app, db(), 3);
    for (const [i, b] of c.buyers.entries())
      await b.review(c.orders[i]!.id, { productId: c.product.id, stars: 3 + i, text: `review ${i + 1}` });
    const first = await productReviews(t.app, c.product.id, '?limit=2');
    expect(first.reviews.map((r: { text: string }) => r.text)).toEqual(['review 3', 'review 2']);
    expect(first.hasMore).toBe(true);
    expect(JSON.stringify(first)).not.toContain('@example.com');
    const second = await productReviews(t.app, c.product.id, '?limit=2&page=2');
    expect(second).toMatchObject({ hasMore: false, reviews: [{ text: 'review 1', buyerName: 'Buyer 1' }] });
    const bad = await t.app.inject({ method: 'GET', url: `/api/product/${c.product.id}/reviews?limit=500` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('limit');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/product/${crypto.randomUUID()}/reviews` })).statusCode,
    ).toBe(404);
  });
});

describe('replies', () => {
  it("are the product's seller's, once", async () => {
    const c = await deliveredOrders(t.app, db(), 1);
    const id = (await c.buyers[0]!.review(c.orders[0]!.id, { productId: c.product.id, stars: 2 })).json()
      .review._id;
    const admin = reviewer(t.app, await signUpAdmin(t.app, db()));
    const outsider = reviewer(t.app, await signUp(t.app));
    expect((await c.buyers[0]!.reply(id, 'Me too')).statusCode).toBe(403);
    expect((await outsider.reply(id, 'Hi')).statusCode).toBe(403);
    expect((await admin.reply(id, 'Hi')).statusCode).toBe(403);
    const empty = await c.seller.reply(id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('text');
    const answered = await c.seller.reply(id, 'Sorry — we replaced the lot.');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().review.reply).toMatchObject({ text: 'Sorry — we replaced the lot.' });
    expect((await c.seller.reply(id, 'Again')).statusCode).toBe(409);
    const page = await productReviews(t.app, c.product.id);
    expect(page.reviews[0].reply.text).toBe('Sorry — we replaced the lot.');
    expect((await c.seller.reply(crypto.randomUUID(), 'x')).statusCode).toBe(404);
  });
});

describe('removal', () => {
  it("is admins' only, needs a reason, and happens once", async () => {
    const c = await deliveredOrders(t.app, db(), 1);
    const id = (await c.buyers[0]!.review(c.orders[0]!.id, { productId: c.product.id, stars: 1 })).json()
      .review._id;
    const admin = reviewer(t.app, await signUpAdmin(t.app, db()));
    expect((await c.seller.remove(id, 'Unfair')).statusCode).toBe(403);
    const noReason = await admin.remove(id);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    expect((await admin.remove(id, 'x'.repeat(501))).json().fields).toHaveProperty('reason');
    const viaQuery = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${id}?reason=Abusive`,
      headers: { cookie: admin.who.cookie, origin: 'http://localhost:3000' },
    });
    expect(viaQuery.statusCode, viaQuery.body).toBe(200);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ removedReason: 'Abusive', removedBy: admin.who.id });
    expect((await admin.remove(id, 'Again')).statusCode).toBe(404);
    expect((await c.seller.reply(id, 'Late reply')).statusCode).toBe(404);
    // The buyer still sees their own, marked removed.
    const mine = await c.buyers[0]!.send('GET', `/api/orders/${c.orders[0]!.id}/reviews`);
    expect(mine.json().reviews).toEqual([expect.objectContaining({ _id: id, removed: true })]);
  });
});
