import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, rfqQuotes } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCast } from './rfq-test-kit.js';

// Accepting a quote places exactly one order at the quoted price through the checkout's parts: stock taken
// by the conditional update, a repeat or a concurrent accept answering the same order.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());
const db = () => t.database.db;
const stockOf = async (id: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const ordersOf = (buyerId: string) => db().select().from(orders).where(eq(orders.buyerId, buyerId));

async function quoted(quantity = 7, unitPrice = 61.5) {
  const c = await createCast(t.app, db());
  const rfq = (await c.buyer.ask({ productId: c.product.id, quantity })).json().rfq;
  const quote = (await c.sellerA.quote(rfq._id, { unitPrice, quantity })).json().quote;
  return { ...c, rfq, quote };
}

describe('accepting a quote', () => {
  it('places one order at the quoted price (below the MOQ and list price) that shows in My Orders', async () => {
    const c = await quoted(7, 61.5);
    const res = await c.buyer.accept(c.quote._id);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({
      quantity: 7,
      productId: c.product.id,
      productPrice: 61.5,
      totalPrice: 430.5,
      orderStatus: 'pending',
      paymentMethod: 'cod',
      phoneNumber: '+8801712345678',
      items: [expect.objectContaining({ quantity: 7, unitPrice: 61.5, lineTotal: 430.5 })],
    });
    expect(await stockOf(c.product.id)).toBe(493);
    const mine = (await c.buyer.send('GET', '/api/myorder')).json().orders;
    expect(mine.map((o: { _id: string }) => o._id)).toEqual([order._id]);
    const detail = (await c.buyer.detail(c.rfq._id)).json();
    expect(detail.rfq).toMatchObject({ status: 'accepted', acceptedQuoteId: c.quote._id });
    expect(detail.quotes[0].orderId).toBe(order._id);
    // The seller sees it among their orders.
    const sold = (await c.sellerA.send('GET', '/api/seller/orders')).json().orders;
    expect(sold.map((o: { _id: string }) => o._id)).toContain(order._id);
  });

  it('is idempotent: a repeat answers the same order, and the request takes no more quotes', async () => {
    const c = await quoted();
    const first = (await c.buyer.accept(c.quote._id)).json().order;
    const again = await c.buyer.accept(c.quote._id, { shippingAddress: 'Somewhere else, Khulna' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order._id).toBe(first._id);
    expect(await ordersOf(c.buyer.who.id)).toHaveLength(1);
    expect(await stockOf(c.product.id)).toBe(493);
    expect((await c.sellerA.quote(c.rfq._id, { unitPrice: 50 })).statusCode).toBe(409);
  });

  it('answers concurrent accepts with one order', async () => {
    const c = await quoted();
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.buyer.accept(c.quote._id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().order._id)).size).toBe(1);
    expect(await ordersOf(c.buyer.who.id)).toHaveLength(1);
    expect(await stockOf(c.product.id)).toBe(493);
  });

  it('accepts one quote of a request: another afterwards gets 409', async () => {
    const c = await (async () => {
      const cast = await createCast(t.app, db());
      const rfq = (await cast.buyer.ask({ category: 'electronics-gadgets', title: 'LED bulbs' })).json().rfq;
      const a = (await cast.sellerA.quote(rfq._id, { productId: cast.product.id })).json().quote;
      const b = (await cast.sellerB.quote(rfq._id, { productId: cast.productB.id })).json().quote;
      return { ...cast, rfq, a, b };
    })();
    const [one, two] = await Promise.all([c.buyer.accept(c.a._id), c.buyer.accept(c.b._id)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await ordersOf(c.buyer.who.id)).toHaveLength(1);
  });

  it('refuses an expired quote with 409 and places nothing', async () => {
    const c = await quoted();
    await db()
      .update(rfqQuotes)
      .set({ validUntil: sql`now() - interval '1 minute'` })
      .where(eq(rfqQuotes.id, c.quote._id));
    expect((await c.buyer.detail(c.rfq._id)).json().quotes[0].expired).toBe(true);
    const res = await c.buyer.accept(c.quote._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/expired/);
    expect(await ordersOf(c.buyer.who.id)).toHaveLength(0);
    expect(await stockOf(c.product.id)).toBe(500);
  });

  it('refuses with 409 when the stock was sold meanwhile, leaving the quote open', async () => {
    const c = await quoted(7);
    await db().update(products).set({ stock: 5 }).where(eq(products.id, c.product.id));
    const res = await c.buyer.accept(c.quote._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OUT_OF_STOCK');
    expect(await ordersOf(c.buyer.who.id)).toHaveLength(0);
    expect(await stockOf(c.product.id)).toBe(5);
    const detail = (await c.buyer.detail(c.rfq._id)).json();
    expect(detail.rfq.status).toBe('open');
    expect(detail.quotes[0].orderId).toBeNull();
  });

  it('is the buyer’s alone: the quoting seller gets 403, others 404; the address is required', async () => {
    const c = await quoted();
    expect((await c.sellerA.accept(c.quote._id)).statusCode).toBe(403);
    expect((await c.sellerB.accept(c.quote._id)).statusCode).toBe(404);
    expect((await c.outsider.accept(c.quote._id)).statusCode).toBe(404);
    const noAddress = await c.buyer.send('POST', `/api/quotes/${c.quote._id}/accept`, {
      paymentMethod: 'cod',
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().fields).toHaveProperty('shippingAddress');
    expect(await ordersOf(c.buyer.who.id)).toHaveLength(0);
  });
});
