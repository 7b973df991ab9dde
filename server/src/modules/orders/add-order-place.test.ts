import { deliverByDay } from '@bulkbazar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';

// SEED.md's POST /api/addorder takes the same place fields as POST /api/checkout (a typed address's place or
// a saved address): a Mirpur order is priced and promised as Dhaka city, not "elsewhere".
let t: TestApp;
let buyer: Session;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await signUpAdmin(t.app, t.database.db);
  const rates = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-rates',
    headers: asCookie(admin),
    payload: { bands: [{ upToKg: null, charges: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } }] },
  });
  expect(rates.statusCode, rates.body).toBe(200);
  buyer = await signUp(t.app, { name: 'Rahima Akter' });
});
afterAll(() => t.close());

const mirpur = { division: 'Dhaka', district: 'Dhaka', area: 'Mirpur' };
const addOrder = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/addorder', headers: asCookie(buyer), payload });
// A Dhaka seller: a Dhaka-city parcel is promised in 5 days (10 from elsewhere).
const line = async () => {
  const seller = await createUser(t.database.db, { pickupDistrict: 'Dhaka' });
  const product = await createProduct(t.database.db, { minQuantity: 1, stock: 100, sellerId: seller.id });
  return { productId: product.id, quantity: 5 };
};

describe('POST /api/addorder: the place', () => {
  it("prices a typed address's place (Mirpur: Dhaka city, ৳60, 5 days) as the checkout does", async () => {
    const res = await addOrder({
      ...(await line()),
      shippingAddress: 'House 4, Road 2, Mirpur 10',
      location: mirpur,
      phoneNumber: '01712345678',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({ shipTo: mirpur, deliveryZone: 'dhaka_city', deliveryCharge: 60 });
    // Promised as the checkout promises a same-city parcel: 5 days from today in Dhaka.
    expect(order.deliverBy).toBe(deliverByDay(new Date(), 5));
  });

  it('takes a saved address (addressId) with its place', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/me/addresses',
      headers: asCookie(buyer),
      payload: {
        label: 'Shop',
        shippingAddress: 'House 4, Road 2, Mirpur 10',
        location: mirpur,
        phoneNumber: '01712345678',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const addressId = saved.json().addresses[0]._id;
    const res = await addOrder({ ...(await line()), addressId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      shippingAddress: 'House 4, Road 2, Mirpur 10',
      phoneNumber: '+8801712345678',
      deliveryZone: 'dhaka_city',
      deliveryCharge: 60,
    });
  });

  it('refuses an unknown place and a missing address naming the field', async () => {
    const bad = await addOrder({
      ...(await line()),
      shippingAddress: 'House 4, Road 2, Mirpur 10',
      location: { ...mirpur, area: 'Atlantis' },
      phoneNumber: '01712345678',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const none = await addOrder({ ...(await line()), phoneNumber: '01712345678' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toHaveProperty('shippingAddress');
    const notMine = await addOrder({ ...(await line()), addressId: '00000000-0000-4000-8000-000000000000' });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().fields).toHaveProperty('addressId');
  });
});
