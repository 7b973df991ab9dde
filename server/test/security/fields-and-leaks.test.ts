import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie } from '../auth-helpers.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { createProduct } from '../factories.js';
import { createActors, createFixture, type Actors } from './matrix-fixtures.js';

// Property-level authorization (fields a client may not set) and what answers must never carry.
let t: TestApp;
let cast: Actors;

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  cast = await createActors(t.app, t.database.db);
});
afterAll(() => t.close());

describe('property level: fields the client may not set', () => {
  it('ignores role on profile edits', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: asCookie(cast.other),
      payload: { name: 'Still user', role: 'admin', banned: false, email: 'x@y.z' },
    });
    expect(res.json().user).toMatchObject({ role: 'user', email: cast.other.email });
  });

  it('ignores orderStatus, totalPrice and maxQuantity on an order', async () => {
    const product = await createProduct(t.database.db, {
      sellerId: cast.owner.id,
      price: 10,
      minQuantity: 1,
      stock: 100,
    });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/addorder',
      headers: asCookie(cast.buyer),
      payload: {
        productId: product.id,
        quantity: 2,
        shippingAddress: 'House 1, Road 1, Dhaka',
        phoneNumber: '01711111111',
        orderStatus: 'delivered',
        totalPrice: 0.01,
        maxQuantity: 99999,
        productPrice: 0,
      },
    });
    expect(order.json().order).toMatchObject({ orderStatus: 'pending', totalPrice: 20, productPrice: 10 });
    const after = (await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })).json();
    expect(after.maxQuantity).toBe(98);
  });
});

describe('response leaks', () => {
  it('never sends password hashes, session tokens, or other buyers’ phones and addresses', async () => {
    const f = await createFixture(t.app, t.database.db, cast);
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/users', headers: asCookie(cast.admin) }),
      t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(cast.buyer) }),
      t.app.inject({ method: 'GET', url: `/api/product/${f.productId}` }),
      t.app.inject({ method: 'GET', url: '/api/products' }),
      t.app.inject({ method: 'GET', url: '/api/myorder', headers: asCookie(cast.other) }),
    ]);
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/"password"|scrypt|"token"|session_token/i);
      expect(res.body).not.toContain('+8801799999999');
    }
  });
});
