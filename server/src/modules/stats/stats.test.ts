import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

let t: TestApp;
let buyer: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  buyer = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('equals the sums of the orders placed, cancelled ones excluded, and counts distinct product views', async () => {
    const a = await createProduct(t.database.db, { price: 120.25, minQuantity: 1, productName: 'Alpha' });
    const b = await createProduct(t.database.db, { price: 99.99, minQuantity: 1, productName: 'Beta' });
    const placed: { price: number; qty: number; cancel: boolean; name: string }[] = [
      { price: 120.25, qty: 10, cancel: false, name: 'Alpha' },
      { price: 120.25, qty: 3, cancel: true, name: 'Alpha' },
      { price: 99.99, qty: 7, cancel: false, name: 'Beta' },
      { price: 99.99, qty: 20, cancel: false, name: 'Beta' },
    ];
    for (const o of placed) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addorder',
        headers: asCookie(buyer),
        payload: {
          productId: o.name === 'Alpha' ? a.id : b.id,
          quantity: o.qty,
          shippingAddress: 'House 1, Road 1, Dhaka',
          phoneNumber: '01712345678',
        },
      });
      if (o.cancel)
        await t.app.inject({
          method: 'POST',
          url: `/api/orders/${res.json().insertedId}/cancel`,
          headers: asCookie(buyer),
        });
    }
    // Eight shoppers (each a browser of their own) look at one product each; reloads do not count.
    for (let i = 0; i < 16; i++)
      await t.app.inject({
        method: 'GET',
        url: `/api/product/${i % 2 ? a.id : b.id}`,
        headers: { 'user-agent': `Shopper ${i % 8}` },
      });

    const live = placed.filter((o) => !o.cancel);
    const revenuePoisha = live.reduce((sum, o) => sum + Math.round(o.price * 100) * o.qty, 0);
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: asCookie(admin) })
    ).json();

    expect(stats.totalRevenue).toBe(revenuePoisha / 100);
    expect(stats.unitsSold).toBe(37);
    expect(stats.totalOrders).toBe(3);
    expect(stats.productViews).toBe(8);
    // One buyer ordered Alpha (once, live) and Beta (twice the same day): 2 of the 8 views converted.
    expect(stats.conversionOrders).toBe(2);
    expect(stats.conversionRate).toBe(25);
    expect(stats.averageOrderValue).toBe(Math.round(revenuePoisha / 3) / 100);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)).toMatchObject({ orders: 3, revenue: revenuePoisha / 100 });
    expect(stats.recentOrders).toHaveLength(4);
    expect(stats.topProducts[0]).toMatchObject({ productName: 'Beta', unitsSold: 27 });
  });
});
