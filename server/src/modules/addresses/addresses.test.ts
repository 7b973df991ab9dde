import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, ORIGIN, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

// A buyer's saved delivery addresses: GET, POST (at most 10), DELETE (their own only).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => t.close());

const as = (who: Session) => ({
  list: () => t.app.inject({ method: 'GET', url: '/api/me/addresses', headers: asCookie(who) }),
  add: (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/me/addresses', headers: asCookie(who), payload: body }),
  remove: (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/me/addresses/${id}`, headers: asCookie(who) }),
});
const shop = (n = 1) => ({
  label: `Shop ${n}`,
  shippingAddress: `House ${n}, Road 4, Dhanmondi, Dhaka`,
  phoneNumber: '01712345678',
});

describe('saved addresses', () => {
  it('are listed oldest first, with the phone number in +880 form', async () => {
    const me = as(await signUp(t.app));
    expect((await me.list()).json()).toEqual({ addresses: [] });
    await me.add(shop(1));
    const res = await me.add({ ...shop(2), label: '  Warehouse  ', phoneNumber: '+8801898765432' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().addresses).toEqual([
      {
        _id: expect.any(String),
        label: 'Shop 1',
        shippingAddress: 'House 1, Road 4, Dhanmondi, Dhaka',
        location: null,
        phoneNumber: '+8801712345678',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ label: 'Warehouse', phoneNumber: '+8801898765432' }),
    ]);
    expect((await me.list()).json()).toEqual(res.json());
  });

  it('keep their place as the official lists spell it, and refuse a place not in them', async () => {
    const me = as(await signUp(t.app));
    const location = { division: 'dhaka', district: 'DHAKA', area: 'dhanmondi' };
    const res = await me.add({ ...shop(1), location });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().addresses[0].location).toEqual({
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Dhanmondi',
    });
    const refused = await me.add({ ...shop(2), location: { ...location, area: 'Atlantis' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['location.area']);
    expect((await me.list()).json().addresses).toHaveLength(1);
  });

  it('are at most 10: the 11th is refused with 422 naming the label', async () => {
    const me = as(await signUp(t.app));
    for (let i = 1; i <= 10; i++) expect((await me.add(shop(i))).statusCode).toBe(200);
    const refused = await me.add(shop(11));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      acknowledged: false,
      code: 'VALIDATION_FAILED',
      fields: { label: expect.stringMatching(/at most 10/) },
    });
    expect((await me.list()).json().addresses).toHaveLength(10);
  });

  it('stay at most 10 when saves race for the last place (one user’s saves run one at a time)', async () => {
    const me = as(await signUp(t.app));
    for (let i = 1; i <= 9; i++) await me.add(shop(i));
    const raced = await Promise.all([10, 11, 12, 13, 14].map((i) => me.add(shop(i))));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    expect((await me.list()).json().addresses).toHaveLength(10);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const me = as(await signUp(t.app));
    for (const [body, field] of [
      [{ ...shop(), phoneNumber: '12345' }, 'phoneNumber'],
      [{ ...shop(), label: '' }, 'label'],
      [{ ...shop(), label: 'x'.repeat(41) }, 'label'],
      [{ ...shop(), shippingAddress: 'Dhk' }, 'shippingAddress'],
    ] as const) {
      const res = await me.add(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await me.list()).json().addresses).toEqual([]);
  });

  it('are deleted by their owner only: anyone else gets 404 and the address stays', async () => {
    const owner = as(await signUp(t.app));
    const other = as(await signUp(t.app));
    await owner.add(shop(1));
    const [kept, gone] = (await owner.add(shop(2))).json().addresses;
    const refused = await other.remove(gone._id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ acknowledged: false, code: 'NOT_FOUND' });
    expect((await owner.list()).json().addresses).toHaveLength(2);

    const res = await owner.remove(gone._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().addresses).toEqual([kept]);
    expect((await owner.remove(gone._id)).statusCode).toBe(404);
    expect((await owner.remove('not-an-id')).statusCode).toBe(404);
  });

  it('answer 401 when signed out', async () => {
    const headers = { origin: ORIGIN };
    expect((await t.app.inject({ method: 'GET', url: '/api/me/addresses', headers })).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/me/addresses', headers, payload: shop() });
    expect(post.statusCode).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/addresses/8d1c6f62-1111-4222-8333-444455556666',
      headers,
    });
    expect(del.statusCode).toBe(401);
  });
});
