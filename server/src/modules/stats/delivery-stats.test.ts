import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder } from '../../../test/factories.js';

// The dashboard's delivery figures: charges within revenue (returned and cancelled orders excluded), and
// promises kept, judged by the Dhaka day the order arrived.
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('delivery in GET /api/admin/stats', () => {
  it('sums live orders’ delivery charges and counts deliveries on or before their promised Dhaka day', async () => {
    const db = t.database.db;
    const order = (o: Parameters<typeof createOrder>[1]) => createOrder(db, { totalPoisha: 110_00, ...o });
    // 31 Jan 17:59 UTC is still 31 Jan in Dhaka (on time); 18:00 UTC is 1 Feb (a day late).
    await order({
      orderStatus: 'delivered',
      deliveryChargePoisha: 60_00,
      deliverBy: '2026-01-31',
      deliveredAt: new Date('2026-01-31T17:59:00Z'),
    });
    await order({
      orderStatus: 'delivered',
      deliveryChargePoisha: 130_00,
      deliverBy: '2026-01-31',
      deliveredAt: new Date('2026-01-31T18:00:00Z'),
    });
    await order({
      orderStatus: 'delivered',
      deliveryChargePoisha: 0,
      deliverBy: '2026-03-02',
      deliveredAt: new Date('2026-02-27T08:00:00Z'),
    });
    await order({ orderStatus: 'returned', deliveryChargePoisha: 500_00 });
    await order({ orderStatus: 'cancelled', deliveryChargePoisha: 500_00 });
    // Delivered before promises existed: not counted either way.
    await order({ orderStatus: 'delivered', deliveryChargePoisha: 10_00, deliveredAt: new Date() });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: asCookie(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      deliveryCharges: 200,
      deliveredOnTime: 2,
      deliveredLate: 1,
      onTimeRate: 66.67,
      totalOrders: 4,
    });
  });
});
