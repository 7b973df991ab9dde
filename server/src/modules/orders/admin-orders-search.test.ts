import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

let t: TestApp;
let admin: Session;
let orderId: string;
let sku: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
  const buyer = await signUp(t.app, { name: 'Shirin Sultana', email: 'shirin.sultana@example.com' });
  const product = await createProduct(t.database.db, {
    productName: 'Jamdani Saree Lot',
    minQuantity: 1,
    stock: 100,
  });
  sku = product.sku;
  // Decoys, so each search has something to leave out.
  for (let i = 0; i < 6; i++) {
    const other = await signUp(t.app);
    const p = await createProduct(t.database.db, { minQuantity: 1 });
    await t.app.inject({
      method: 'POST',
      url: '/api/addorder',
      headers: asCookie(other),
      payload: {
        productId: p.id,
        quantity: 2,
        shippingAddress: 'House 2, Road 2, Dhaka',
        phoneNumber: '01911111111',
      },
    });
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/addorder',
    headers: asCookie(buyer),
    payload: {
      productId: product.id,
      quantity: 3,
      shippingAddress: 'House 7, Road 7, Khulna',
      phoneNumber: '01555123987',
      paymentMethod: 'bkash',
      transactionId: 'BK7Q2X9P4M',
    },
  });
  orderId = res.json().insertedId;
});
afterAll(() => t.close());

const search = async (q: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${encodeURIComponent(q)}&limit=5`,
      headers: asCookie(admin),
    })
  ).json();

describe('admin order search', () => {
  it.each([
    ['order id', () => orderId.slice(0, 13)],
    ['product name', () => 'jamdani'],
    ['SKU', () => sku],
    ['buyer name', () => 'Shirin'],
    ['buyer email', () => 'shirin.sultana@'],
    ['buyer phone', () => '1555123987'],
    // The id the buyer typed from their bKash/Nagad/Rocket message, whole or in part, in any case.
    ['transaction id', () => 'BK7Q2X9P4M'],
    ['transaction id, in part and lower case', () => 'q2x9p'],
  ])('finds the order by its %s, and only it', async (_field, q) => {
    const { orders } = await search(q());
    expect(orders.map((o: { _id: string }) => o._id)).toEqual([orderId]);
  });

  it('pages 5 rows at a time', async () => {
    const first = (
      await t.app.inject({ method: 'GET', url: '/api/admin/orders?limit=5', headers: asCookie(admin) })
    ).json();
    expect(first.orders).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    const second = (
      await t.app.inject({ method: 'GET', url: '/api/admin/orders?limit=5&page=2', headers: asCookie(admin) })
    ).json();
    expect(second.orders).toHaveLength(2);
    expect(second.hasMore).toBe(false);
  });
});
