import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

// Issue 28, item 18: a move names the status the mover saw (`from`); if the order has moved since, the move
// is refused (409 naming the order's status) — so a double tap, or a second tab, never moves an order twice.
let t: TestApp;
let seller: Session;
let buyer: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  [seller, buyer] = await Promise.all([signUp(t.app), signUp(t.app)]);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

async function newOrder() {
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
    },
  });
  return res.json().insertedId as string;
}
const move = (id: string, payload: object, s: Session) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/status`, headers: asCookie(s), payload });
const statusOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asCookie(buyer) })).json().order
    .orderStatus as string;

describe('a move names the status it was made from', () => {
  it('moves once for two taps sent together: the second answers 409 naming the status it found', async () => {
    const id = await newOrder();
    const taps = await Promise.all([
      move(id, { from: 'pending', status: 'processing' }, seller),
      move(id, { from: 'pending', status: 'processing' }, seller),
    ]);
    expect(taps.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = taps.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({ acknowledged: false, fields: { orderStatus: 'processing' } });
    expect(await statusOf(id)).toBe('processing');
  });

  it('refuses a move from a status the order has left, even one the mover could make from where it is', async () => {
    const id = await newOrder();
    expect((await move(id, { from: 'pending', status: 'shipped' }, admin)).statusCode).toBe(200);
    // The admin's screen still said pending: delivered would be a legal move from shipped, but not this one.
    const stale = await move(id, { from: 'pending', status: 'delivered' }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual({ orderStatus: 'shipped' });
    expect(await statusOf(id)).toBe('shipped');
    expect((await move(id, { from: 'shipped', status: 'delivered' }, seller)).statusCode).toBe(200);
  });

  it('requires the status seen (400 naming from), and only one of the order statuses', async () => {
    const id = await newOrder();
    for (const payload of [{ status: 'processing' }, { status: 'processing', from: 'gone' }]) {
      const res = await move(id, payload, seller);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('from');
    }
    expect(await statusOf(id)).toBe('pending');
  });
});
