import { FULFILMENT_PATH, type OrderStatus } from '@bulkbazar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

let t: TestApp;
let seller: Session;
let otherSeller: Session;
let buyer: Session;
let stranger: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  [seller, otherSeller, buyer, stranger] = await Promise.all([
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

async function newOrder(payment: object = {}) {
  const p = await createProduct(t.database.db, { sellerId: seller.id, minQuantity: 1, stock: 100 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/addorder',
    headers: asCookie(buyer),
    payload: {
      productId: p.id,
      quantity: 10,
      shippingAddress: 'House 1, Road 2, Dhaka',
      phoneNumber: '01912345678',
      ...payment,
    },
  });
  return res.json().insertedId as string;
}
// `from`, the status seen, is the step before unless a test says otherwise.
const move = (
  id: string,
  status: OrderStatus,
  s: Session,
  from = FULFILMENT_PATH[FULFILMENT_PATH.indexOf(status) - 1],
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/status`,
    headers: asCookie(s),
    payload: { status, from },
  });

describe('fulfilment', () => {
  it('the seller moves an order pending → processing → shipped → delivered, and the buyer sees it with its history', async () => {
    const id = await newOrder();
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      const res = await move(id, status, seller);
      expect(res.statusCode).toBe(200);
      expect(res.json().order.orderStatus).toBe(status);
    }
    const details = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asCookie(buyer) })
    ).json();
    expect(details.order.orderStatus).toBe('delivered');
    expect(details.history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
    ]);
  });

  it('refuses an illegal move with 409 naming the current state', async () => {
    const id = await newOrder();
    const skip = await move(id, 'delivered', seller, 'pending');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ code: 'INVALID_TRANSITION', fields: { orderStatus: 'pending' } });
    await move(id, 'processing', seller);
    await move(id, 'shipped', seller);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: asCookie(buyer),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/shipped/);
  });

  it('keeps other sellers, buyers and strangers out of an order (404, nothing moves)', async () => {
    const id = await newOrder();
    expect((await move(id, 'processing', otherSeller)).statusCode).toBe(404);
    expect((await move(id, 'processing', buyer)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: asCookie(stranger) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asCookie(stranger) }))
        .statusCode,
    ).toBe(404);
    const seen = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asCookie(admin) })
    ).json();
    expect(seen.order.orderStatus).toBe('pending');
  });

  it('lists incoming orders for the seller only, and all orders for admins with search', async () => {
    const id = await newOrder();
    const incoming = (
      await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: asCookie(seller) })
    ).json();
    expect(incoming.orders.map((o: { _id: string }) => o._id)).toContain(id);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: asCookie(otherSeller) })
      ).json().orders,
    ).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: asCookie(seller) })).statusCode,
    ).toBe(403);
    const found = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders?q=${id.slice(0, 8)}`,
        headers: asCookie(admin),
      })
    ).json();
    expect(found.orders.map((o: { _id: string }) => o._id)).toContain(id);
    const byPhone = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders?q=1912345678&status=pending&limit=5',
        headers: asCookie(admin),
      })
    ).json();
    expect(byPhone.orders.length).toBeGreaterThan(0);
    expect(byPhone.orders.every((o: { orderStatus: string }) => o.orderStatus === 'pending')).toBe(true);
  });

  it('an admin marks a mobile banking payment paid, once', async () => {
    const id = await newOrder({ paymentMethod: 'nagad', transactionId: 'NG12345678' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${id}/paid`, headers: asCookie(seller) }))
        .statusCode,
    ).toBe(403);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/paid`,
      headers: asCookie(admin),
    });
    expect(paid.json().order.paymentStatus).toBe('paid');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${id}/paid`, headers: asCookie(admin) }))
        .statusCode,
    ).toBe(409);
  });
});
