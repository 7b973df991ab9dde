import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUpAdmin } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { orders } from '../../db/schema.js';
import { createCast } from './rfq-test-kit.js';

// A quote's delivery: the quote shows its goods' charge in each zone from the admin's table, and accepting it
// with a place charges that zone's (as the checkout does); without a place, the "elsewhere" charge.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
  const admin = await signUpAdmin(t.app, t.database.db);
  const rates = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-rates',
    headers: asCookie(admin),
    payload: {
      bands: [
        { upToKg: 5, charges: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } },
        { upToKg: null, charges: { dhaka_city: 400, dhaka_suburbs: 500, elsewhere: 700 } },
      ],
    },
  });
  expect(rates.statusCode, rates.body).toBe(200);
});
afterAll(() => t.close());

/** A quote for 40 units of 0.5 kg (20 kg: the open band) at ৳90. */
async function quoted() {
  const c = await createCast(t.app, t.database.db);
  const weight = await t.app.inject({
    method: 'PATCH',
    url: `/api/update/${c.product.id}`,
    headers: asCookie(c.sellerA.who),
    payload: { weightKg: 0.5 },
  });
  expect(weight.statusCode, weight.body).toBe(200);
  const rfq = (await c.buyer.ask({ productId: c.product.id, quantity: 40 })).json().rfq;
  const sent = await c.sellerA.quote(rfq._id, { unitPrice: 90, quantity: 40 });
  expect(sent.statusCode, sent.body).toBe(200);
  return { ...c, rfq, quote: sent.json().quote };
}

describe('a quote’s delivery', () => {
  it('is shown by zone on the quote, and accepting with a place charges that zone', async () => {
    const c = await quoted();
    const charges = { dhaka_city: 400, dhaka_suburbs: 500, elsewhere: 700 };
    expect(c.quote).toMatchObject({ lineTotal: 3600, delivery: charges });
    const [seen] = (await c.buyer.detail(c.rfq._id)).json().quotes;
    expect(seen.delivery).toEqual(charges);

    const res = await c.buyer.accept(c.quote._id, {
      location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      deliveryZone: 'dhaka_city',
      deliveryCharge: 400,
      totalPrice: 4000,
      shipTo: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
    });
  });

  it('without a place is charged as elsewhere; a place not in the lists is refused and places nothing', async () => {
    const c = await quoted();
    const unknown = await c.buyer.accept(c.quote._id, {
      location: { division: 'Dhaka', district: 'Dhaka', area: 'Atlantis' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty(['location.area']);
    expect(await t.database.db.select().from(orders).where(eq(orders.buyerId, c.buyer.who.id))).toEqual([]);

    const res = await c.buyer.accept(c.quote._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      deliveryZone: 'elsewhere',
      deliveryCharge: 700,
      totalPrice: 4300,
    });
  });
});
