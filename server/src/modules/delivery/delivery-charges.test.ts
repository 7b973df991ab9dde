import { dhakaDay, addDays } from '@bulkbazar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

// The delivery charge as the server computes it: the admin's table (zone × weight band), the seller's free
// threshold, shown in the cart and charged in the order total; the promise by the seller's city.
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
  admin = await signUpAdmin(t.app, t.database.db);
  const rates = await send(admin, 'PUT', '/api/admin/delivery-rates', {
    bands: [
      { upToKg: 5, charges: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } },
      { upToKg: 20, charges: { dhaka_city: 150, dhaka_suburbs: 200, elsewhere: 250 } },
      { upToKg: null, charges: { dhaka_city: 400, dhaka_suburbs: 500, elsewhere: 700 } },
    ],
  });
  expect(rates.statusCode, rates.body).toBe(200);
});
afterAll(() => t.close());

const send = (who: Session, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asCookie(who), payload });

const place = (area: string, district = 'Dhaka', division = 'Dhaka') => ({ division, district, area });

/** A seller in Dhaka (pickup in Gulshan) with a product of `weightKg` at ৳100, MOQ 10. */
async function dhakaSeller(weightKg: number, freeDeliveryAbove: number | null = null) {
  const seller = await signUp(t.app);
  const res = await send(seller, 'PATCH', '/api/me', {
    freeDeliveryAbove,
    pickup: { ...place('Gulshan'), addressLine: 'Plot 5, Road 90' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const product = await createProduct(t.database.db, {
    sellerId: seller.id,
    price: 100,
    minQuantity: 10,
    stock: 1000,
  });
  // The seller sets the unit's shipping weight on the listing (PATCH /api/update/:id).
  const weight = await send(seller, 'PATCH', `/api/update/${product.id}`, { weightKg });
  expect(weight.statusCode, weight.body).toBe(200);
  return { seller, productId: product.id };
}

async function checkout(buyer: Session, productId: string, quantity: number, location?: object) {
  const res = await send(buyer, 'POST', '/api/checkout', {
    items: [{ productId, quantity }],
    shippingAddress: 'House 12, Road 5',
    phoneNumber: '01712345678',
    paymentMethod: 'cod',
    ...(location ? { location } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders[0];
}

describe('delivery charges and promises at checkout', () => {
  it('charges by zone and weight band (weightKg × quantity), in the order total, with a 5-day promise in the seller’s city', async () => {
    const { productId } = await dhakaSeller(0.5);
    const buyer = await signUp(t.app);
    // 10 × 0.5 kg = 5 kg: the first band (edge inclusive); 12 × 0.5 kg = 6 kg: the second.
    const city = await checkout(buyer, productId, 10, place('Dhanmondi'));
    expect(city).toMatchObject({ deliveryZone: 'dhaka_city', deliveryCharge: 60, totalPrice: 1060 });
    expect(city.shipTo).toEqual(place('Dhanmondi'));
    expect(city.deliverBy).toBe(addDays(dhakaDay(new Date()), 5));
    const suburb = await checkout(buyer, productId, 12, place('Savar'));
    expect(suburb).toMatchObject({ deliveryZone: 'dhaka_suburbs', deliveryCharge: 200, totalPrice: 1400 });
    const far = await checkout(buyer, productId, 50, place('Sylhet Sadar', 'Sylhet', 'Sylhet'));
    // 25 kg: the open band; another city: 10 days.
    expect(far).toMatchObject({ deliveryZone: 'elsewhere', deliveryCharge: 700, totalPrice: 5700 });
    expect(far.deliverBy).toBe(addDays(dhakaDay(new Date()), 10));
  });

  it('is free from the seller’s threshold on, and shows each zone’s charge in the cart before checkout', async () => {
    const { productId } = await dhakaSeller(0.5, 2000);
    const buyer = await signUp(t.app);
    const cart = await send(buyer, 'PUT', `/api/cart/items/${productId}`, { quantity: 10 });
    expect(cart.json().groups[0].delivery).toEqual({ dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 });
    const free = await send(buyer, 'PUT', `/api/cart/items/${productId}`, { quantity: 20 });
    expect(free.json().groups[0].delivery).toEqual({ dhaka_city: 0, dhaka_suburbs: 0, elsewhere: 0 });
    const order = await checkout(buyer, productId, 20, place('Gazipur Sadar-Joydebpur', 'Gazipur'));
    expect(order).toMatchObject({ deliveryZone: 'dhaka_suburbs', deliveryCharge: 0, totalPrice: 2000 });
  });

  it('charges an order without a place as "elsewhere" and refuses a place not in the lists (400, nothing placed)', async () => {
    const { productId } = await dhakaSeller(1);
    const buyer = await signUp(t.app);
    expect(await checkout(buyer, productId, 10)).toMatchObject({
      deliveryZone: 'elsewhere',
      deliveryCharge: 250,
    });
    const refused = await send(buyer, 'POST', '/api/checkout', {
      items: [{ productId, quantity: 10 }],
      shippingAddress: 'House 12, Road 5',
      phoneNumber: '01712345678',
      location: place('Narnia'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['location.area']);
    expect((await send(buyer, 'GET', '/api/myorder')).json().orders).toHaveLength(1);
  });

  it('keeps the table to admins and refuses a malformed one, naming the field', async () => {
    const user = await signUp(t.app);
    expect((await send(user, 'PUT', '/api/admin/delivery-rates', { bands: [] })).statusCode).toBe(403);
    const bad = await send(admin, 'PUT', '/api/admin/delivery-rates', {
      bands: [{ upToKg: 5, charges: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['bands.0.upToKg']);
    expect((await send(admin, 'GET', '/api/admin/delivery-rates')).json().bands).toHaveLength(3);
  });

  it('lists Dhaka → Dhaka → Dhanmondi inside Dhaka city, with Bengali names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bd-locations' });
    const dhaka = res.json().divisions.find((d: { name: string }) => d.name === 'Dhaka');
    expect(dhaka.bn).toBe('ঢাকা');
    const district = dhaka.districts.find((d: { name: string }) => d.name === 'Dhaka');
    expect(district.areas).toContainEqual({
      name: 'Dhanmondi',
      bn: 'ধানমন্ডি',
      kind: 'thana',
      zone: 'dhaka_city',
    });
    expect(district.areas).toContainEqual(expect.objectContaining({ name: 'Savar', zone: 'dhaka_suburbs' }));
    expect(res.json().divisions).toHaveLength(8);
  });
});
