import { FULFILMENT_PATH, type OrderStatus } from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { orders, products, users } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createOrdersRepo } from './orders.repo.js';
import { createOrdersService, type OrdersService } from './orders.service.js';
import { NO_ONLINE_PAYMENTS } from './payments-port.js';

// Issue 11, item 17: the seller declines a pending order with a reason; cash received on a delivered COD order.
let t: TestApp;
let service: OrdersService;
let seller: Session;
let otherSeller: Session;
let buyer: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  service = createOrdersService(createOrdersRepo(t.database.db), recordCatalogEvents(), NO_ONLINE_PAYMENTS);
  [seller, otherSeller, buyer] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const viewerOf = (s: Session): Viewer => ({
  id: s.id,
  email: s.email,
  name: 'Seller',
  image: null,
  role: 'user',
});
async function newOrder(payment: object = {}, quantity = 10) {
  const p = await createProduct(t.database.db, { sellerId: seller.id, minQuantity: 1, stock: 100 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/addorder',
    headers: asCookie(buyer),
    payload: {
      productId: p.id,
      quantity,
      shippingAddress: 'House 1, Road 2, Dhaka',
      phoneNumber: '01912345678',
      ...payment,
    },
  });
  return { id: res.json().insertedId as string, productId: p.id };
}
const post = (url: string, s: Session | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: s ? asCookie(s) : {}, ...(payload ? { payload } : {}) });
const decline = (
  id: string,
  s: Session | null,
  payload: object = { reason: 'Out of stock in this colour' },
) => post(`/api/orders/${id}/decline`, s, payload);
const cash = (id: string, s: Session | null) => post(`/api/orders/${id}/cash-received`, s);
// A seller's move names the step before it as the status seen (POST /status requires it).
const move = (id: string, status: OrderStatus) =>
  post(`/api/orders/${id}/status`, seller, {
    status,
    from: FULFILMENT_PATH[FULFILMENT_PATH.indexOf(status) - 1],
  });
const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

describe('declining an order', () => {
  it('cancels a pending order with the reason, returns its stock, and the buyer and admin see why', async () => {
    const { id, productId } = await newOrder();
    expect(await stockOf(productId)).toBe(90);
    const res = await decline(id, seller, { reason: '  Out of stock in this colour  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      orderStatus: 'cancelled',
      declineReason: 'Out of stock in this colour',
    });
    expect(await stockOf(productId)).toBe(100);

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/myorder', headers: asCookie(buyer) })
    ).json();
    expect(mine.orders.find((o: { _id: string }) => o._id === id).declineReason).toBe(
      'Out of stock in this colour',
    );
    const details = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asCookie(buyer) })
    ).json();
    expect(details.order.declineReason).toBe('Out of stock in this colour');
    expect(details.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'cancelled']);
    const all = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders?q=${id}`, headers: asCookie(admin) })
    ).json();
    expect(all.orders[0].declineReason).toBe('Out of stock in this colour');
  });

  it('returns the stock once when the seller double-submits (20 at once, with buyer cancels mixed in)', async () => {
    const { id, productId } = await newOrder({}, 30);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 3 ? post(`/api/orders/${id}/cancel`, buyer) : decline(id, seller),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'INVALID_TRANSITION', fields: { orderStatus: 'cancelled' } });
    }
    expect(await stockOf(productId)).toBe(100);
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a reason of spaces', { reason: '    ' }],
    ['a 501-character reason', { reason: 'x'.repeat(501) }],
    ['a reason that is not text', { reason: 42 }],
  ])('refuses %s with 400 naming reason; nothing changes', async (_name, payload) => {
    const { id, productId } = await newOrder();
    const before = await rowOf(id);
    const res = await decline(id, seller, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('reason');
    expect(await rowOf(id)).toEqual(before);
    expect(await stockOf(productId)).toBe(90);
  });

  it('takes a 500-character reason', async () => {
    const { id } = await newOrder();
    const res = await decline(id, seller, { reason: 'y'.repeat(500) });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.declineReason).toHaveLength(500);
  });

  it('is for the seller of the product or an admin: others get 404, anonymous 401, nothing changes', async () => {
    const { id, productId } = await newOrder();
    expect((await decline(id, null)).statusCode).toBe(401);
    expect((await decline(id, buyer)).statusCode).toBe(404);
    expect((await decline(id, otherSeller)).statusCode).toBe(404);
    expect((await decline('not-a-uuid', seller)).statusCode).toBe(404);
    expect(await rowOf(id)).toMatchObject({ orderStatus: 'pending', declineReason: null });
    expect(await stockOf(productId)).toBe(90);
    expect((await decline(id, admin)).statusCode).toBe(200);
  });

  it('is refused once a blocked seller has been signed out', async () => {
    const blocked = await signUp(t.app);
    const p = await createProduct(t.database.db, { sellerId: blocked.id, minQuantity: 1, stock: 10 });
    const placed = await post('/api/addorder', buyer, {
      productId: p.id,
      quantity: 2,
      shippingAddress: 'House 1, Road 2, Dhaka',
      phoneNumber: '01912345678',
    });
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, blocked.id));
    expect((await decline(placed.json().insertedId, blocked)).statusCode).toBe(401);
    expect(await stockOf(p.id)).toBe(8);
  });

  it('only declines pending orders: processing answers 409 naming the status', async () => {
    const { id, productId } = await newOrder();
    await move(id, 'processing');
    const res = await decline(id, seller);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION', fields: { orderStatus: 'processing' } });
    expect(await stockOf(productId)).toBe(90);
  });

  it('works on the service without HTTP, the reason required there too', async () => {
    const { id } = await newOrder();
    await expect(service.decline(viewerOf(seller), id, '   ')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { reason: expect.any(String) },
    });
    const order = await service.decline(viewerOf(seller), id, 'Factory closed for Eid');
    expect(order).toMatchObject({ orderStatus: 'cancelled', declineReason: 'Factory closed for Eid' });
  });
});

describe('cash received', () => {
  async function deliveredCod() {
    const order = await newOrder();
    for (const s of ['processing', 'shipped', 'delivered'] as const) await move(order.id, s);
    return order;
  }

  it('the seller marks a delivered cash-on-delivery order paid; a second time is 409', async () => {
    const { id } = await deliveredCod();
    const res = await cash(id, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'delivered' });
    const again = await cash(id, seller);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', fields: { paymentStatus: 'paid' } });
  });

  it('an admin may record it too', async () => {
    const { id } = await deliveredCod();
    expect((await cash(id, admin)).json().order.paymentStatus).toBe('paid');
  });

  it('is refused before delivery, for mobile banking and for cancelled orders (409), nothing changes', async () => {
    const pending = await newOrder();
    const bkash = await newOrder({ paymentMethod: 'bkash', transactionId: 'BK99887766' });
    for (const s of ['processing', 'shipped', 'delivered'] as const) await move(bkash.id, s);
    const cancelled = await newOrder();
    await post(`/api/orders/${cancelled.id}/cancel`, buyer);
    const cases = [
      [pending.id, { orderStatus: 'pending' }],
      [bkash.id, { paymentMethod: 'bkash' }],
      [cancelled.id, { orderStatus: 'cancelled' }],
    ] as const;
    for (const [id, fields] of cases) {
      const res = await cash(id, seller);
      expect(res.statusCode).toBe(409);
      expect(res.json().fields).toEqual(fields);
      expect((await rowOf(id)).paymentStatus).toBe('unpaid');
    }
  });

  it('is for the seller of the product or an admin: the buyer and other sellers get 404, anonymous 401', async () => {
    const { id } = await deliveredCod();
    expect((await cash(id, null)).statusCode).toBe(401);
    expect((await cash(id, buyer)).statusCode).toBe(404);
    expect((await cash(id, otherSeller)).statusCode).toBe(404);
    expect((await rowOf(id)).paymentStatus).toBe('unpaid');
  });
});
