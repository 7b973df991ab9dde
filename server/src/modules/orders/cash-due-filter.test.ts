import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder } from '../../../test/factories.js';

// Issue 28 item 6's follow-up list: a cash-on-delivery order delivered with the cash still due (nothing
// collected: unpaid; an advance paid and the rest not: partially_paid) is found with payment=cash_due.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

let t: TestApp;
let admin: Session;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
  const make = async (name: string, values: Parameters<typeof createOrder>[1]) =>
    (ids[name] = (await createOrder(t.database.db, values)).id);
  await make('nothingCollected', { orderStatus: 'delivered', paymentMethod: 'cod', paymentStatus: 'unpaid' });
  await make('advanceOnly', {
    orderStatus: 'delivered',
    paymentMethod: 'cod',
    paymentStatus: 'partially_paid',
  });
  // Not for follow-up: cash taken, not delivered yet, paid online, cancelled.
  await make('cashTaken', { orderStatus: 'delivered', paymentMethod: 'cod', paymentStatus: 'paid' });
  await make('onTheWay', { orderStatus: 'shipped', paymentMethod: 'cod', paymentStatus: 'unpaid' });
  await make('online', { orderStatus: 'delivered', paymentMethod: 'sslcommerz', paymentStatus: 'paid' });
  await make('cancelled', { orderStatus: 'cancelled', paymentMethod: 'cod', paymentStatus: 'unpaid' });
});
afterAll(() => t.close());

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders?limit=100&${query}`, headers: asCookie(admin) });

describe('Dashboard → Orders: cash still due', () => {
  it('lists the delivered cash-on-delivery orders not fully paid, and nothing else', async () => {
    const res = await list('payment=cash_due');
    expect(res.statusCode).toBe(200);
    const found = (res.json().orders as { _id: string }[]).map((o) => o._id).sort();
    expect(found).toEqual([ids.nothingCollected, ids.advanceOnly].sort());
  });

  it('refuses an unknown payment filter with a 400 naming the field', async () => {
    const res = await list('payment=everything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ acknowledged: false, fields: { payment: expect.any(String) } });
  });
});
