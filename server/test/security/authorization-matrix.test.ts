import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../auth-helpers.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { createOrder, createProduct, createUser } from '../factories.js';
import { snapshot } from './db-snapshot.js';

// Who may do what to which record, as a table: each route that touches a record is called by an anonymous
// visitor, the order's buyer, another user, the product's owner (seller), an admin and a blocked user.
// A refused write must leave every table exactly as it was (BOLA, function-level and property-level checks).
type Actor = 'anonymous' | 'buyer' | 'other' | 'owner' | 'admin' | 'blocked';
const ACTORS: Actor[] = ['anonymous', 'buyer', 'other', 'owner', 'admin', 'blocked'];
type Fixture = { productId: string; pendingId: string; orderId: string; otherUserId: string };
type Row = {
  name: string;
  call: (f: Fixture) => { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  expect: Record<Actor, number>;
};

let t: TestApp;
const s = {} as Record<Exclude<Actor, 'anonymous'>, Session>;
const tally = { cases: 0, refusedWritesUnchanged: 0 };

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  [s.buyer, s.other, s.owner, s.blocked] = await Promise.all([
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  s.admin = await signUpAdmin(t.app, t.database.db);
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${s.blocked.id}/block`,
    headers: asCookie(s.admin),
  });
});
afterAll(async () => {
  console.log(
    `authorization matrix: ${tally.cases} cases, ${tally.refusedWritesUnchanged} refused writes left the database unchanged`,
  );
  await t.close();
});

async function fixture(): Promise<Fixture> {
  const product = await createProduct(t.database.db, { sellerId: s.owner.id, minQuantity: 1 });
  const pending = await createProduct(t.database.db, { sellerId: s.owner.id, status: 'pending' });
  const order = await createOrder(t.database.db, {
    buyerId: s.buyer.id,
    productId: product.id,
    sellerId: s.owner.id,
    customerEmail: s.buyer.email,
    phoneNumber: '+8801799999999',
  });
  // A fresh person to promote or block, so no row changes the actors of the next.
  const target = await createUser(t.database.db);
  return { productId: product.id, pendingId: pending.id, orderId: order.id, otherUserId: target.id };
}

const all = (n: number, overrides: Partial<Record<Actor, number>> = {}): Record<Actor, number> =>
  ({ ...Object.fromEntries(ACTORS.map((a) => [a, n])), ...overrides }) as Record<Actor, number>;
const signedIn = (n: Partial<Record<Actor, number>>) => all(401, n);

const rows: Row[] = [
  {
    name: 'view a pending product',
    call: (f) => ({ method: 'GET', url: `/api/product/${f.pendingId}` }),
    expect: all(404, { owner: 200, admin: 200 }),
  },
  {
    name: 'edit a product',
    call: (f) => ({ method: 'PATCH', url: `/api/update/${f.productId}`, payload: { price: 1 } }),
    expect: signedIn({ buyer: 403, other: 403, owner: 200, admin: 200 }),
  },
  {
    name: 'delete a product',
    call: (f) => ({ method: 'DELETE', url: `/api/delete/${f.productId}` }),
    expect: signedIn({ buyer: 403, other: 403, owner: 200, admin: 200 }),
  },
  {
    name: 'approve a listing',
    call: (f) => ({ method: 'POST', url: `/api/admin/products/${f.pendingId}/approve` }),
    expect: signedIn({ buyer: 403, other: 403, owner: 403, admin: 200 }),
  },
  {
    name: 'block a listing',
    call: (f) => ({ method: 'POST', url: `/api/admin/products/${f.productId}/block` }),
    expect: signedIn({ buyer: 403, other: 403, owner: 403, admin: 200 }),
  },
  {
    name: 'read an order',
    call: (f) => ({ method: 'GET', url: `/api/orders/${f.orderId}` }),
    expect: signedIn({ buyer: 200, other: 404, owner: 200, admin: 200 }),
  },
  {
    name: 'cancel an order',
    call: (f) => ({ method: 'POST', url: `/api/orders/${f.orderId}/cancel` }),
    expect: signedIn({ buyer: 200, other: 404, owner: 404, admin: 200 }),
  },
  {
    name: "SEED's delete order",
    call: (f) => ({
      method: 'DELETE',
      url: `/api/deleteorder/${f.orderId}?quantity=999&productId=${f.productId}`,
    }),
    expect: signedIn({ buyer: 200, other: 404, owner: 404, admin: 200 }),
  },
  {
    name: 'move an order on',
    call: (f) => ({
      method: 'POST',
      url: `/api/orders/${f.orderId}/status`,
      payload: { status: 'processing' },
    }),
    expect: signedIn({ buyer: 404, other: 404, owner: 200, admin: 200 }),
  },
  {
    name: 'mark an order paid',
    call: (f) => ({ method: 'POST', url: `/api/orders/${f.orderId}/paid` }),
    expect: signedIn({ buyer: 403, other: 403, owner: 403, admin: 200 }),
  },
  {
    name: 'change a role',
    call: (f) => ({
      method: 'POST',
      url: `/api/admin/users/${f.otherUserId}/role`,
      payload: { role: 'admin' },
    }),
    expect: signedIn({ buyer: 403, other: 403, owner: 403, admin: 200 }),
  },
  {
    name: 'block a user',
    call: (f) => ({ method: 'POST', url: `/api/admin/users/${f.otherUserId}/block` }),
    expect: signedIn({ buyer: 403, other: 403, owner: 403, admin: 200 }),
  },
  {
    name: 'list all orders',
    call: () => ({ method: 'GET', url: '/api/admin/orders' }),
    expect: signedIn({ buyer: 403, other: 403, owner: 403, admin: 200 }),
  },
  {
    name: 'list users',
    call: () => ({ method: 'GET', url: '/api/users' }),
    expect: signedIn({ buyer: 403, other: 403, owner: 403, admin: 200 }),
  },
  {
    name: 'ask whether someone else is admin',
    call: () => ({ method: 'GET', url: `/api/isadmin?email=${encodeURIComponent(s.admin.email)}` }),
    expect: signedIn({ buyer: 403, other: 403, owner: 403, admin: 200 }),
  },
];

describe('authorization matrix', () => {
  const cases = rows.flatMap((row) => ACTORS.map((actor) => [row.name, actor, row] as const));
  it.each(cases)('%s as %s', async (_name, actor, row) => {
    const f = await fixture();
    const { method, url, payload } = row.call(f);
    const before = await snapshot(t.database.db);
    const headers = actor === 'anonymous' ? { origin: 'http://localhost:3000' } : asCookie(s[actor]);
    const res = await t.app.inject({ method, url, headers, payload });
    tally.cases++;
    expect(res.statusCode, `${method} ${url} as ${actor}: ${res.body.slice(0, 200)}`).toBe(row.expect[actor]);
    if (res.statusCode >= 400) {
      expect(res.json()).toMatchObject({ acknowledged: false });
      if (method !== 'GET') {
        expect(await snapshot(t.database.db)).toEqual(before);
        tally.refusedWritesUnchanged++;
      }
    }
  });
});

describe('property level: fields the client may not set', () => {
  it('ignores role on registration and on profile edits', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: asCookie(s.other),
      payload: { name: 'Still user', role: 'admin', banned: false, email: 'x@y.z' },
    });
    expect(res.json().user).toMatchObject({ role: 'user', email: s.other.email });
  });

  it('ignores status, author and authorName on a new listing, and orderStatus, totalPrice, maxQuantity on an order', async () => {
    const product = await createProduct(t.database.db, {
      sellerId: s.owner.id,
      price: 10,
      minQuantity: 1,
      stock: 100,
    });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/addorder',
      headers: asCookie(s.buyer),
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
    const f = await fixture();
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/users', headers: asCookie(s.admin) }),
      t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(s.buyer) }),
      t.app.inject({ method: 'GET', url: `/api/product/${f.productId}` }),
      t.app.inject({ method: 'GET', url: '/api/products' }),
      t.app.inject({ method: 'GET', url: '/api/myorder', headers: asCookie(s.other) }),
    ]);
    for (const res of responses) {
      expect(res.body).not.toMatch(/"password"|scrypt|"token"|session_token/i);
      expect(res.body).not.toContain('+8801799999999');
    }
  });
});
