import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

// POST /api/admin/products/:id/requeue: the dashboard's Undo after an approve or a reject.

let t: TestApp;
let seller: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const post = (id: string, action: string, s?: Session, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/${action}`,
    headers: s ? asCookie(s) : { origin: 'http://localhost:3000' },
    payload,
  });
const pending = async (name = `Soap ${randomUUID().slice(0, 6)}`) =>
  (await createProduct(t.database.db, { productName: name, status: 'pending', sellerId: seller.id })).id;
/** The public catalog's names, read through its cache (a stale cache would still list a requeued one). */
const catalogNames = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' }))
    .json()
    .products.map((p: { productName: string }) => p.productName);

describe('requeue (undo an approve or a reject)', () => {
  it('puts an approved listing back in the queue and off the public catalog at once', async () => {
    const id = await pending('Undo Me Kettle');
    await post(id, 'approve', admin);
    expect(await catalogNames()).toContain('Undo Me Kettle');

    const res = await post(id, 'requeue', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ _id: id, status: 'pending', rejectionReason: null });
    expect(await catalogNames()).not.toContain('Undo Me Kettle');
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).statusCode).toBe(404);
  });

  it('puts a rejected listing back in the queue with the reason cleared', async () => {
    const id = await pending();
    await post(id, 'reject', admin, { reason: 'Photo is blurry' });
    const res = await post(id, 'requeue', admin);
    expect(res.json().product).toMatchObject({ status: 'pending', rejectionReason: null });
    const seen = await t.app.inject({ method: 'GET', url: `/api/product/${id}`, headers: asCookie(seller) });
    expect(seen.json()).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('refuses a listing that is pending or blocked with 409 naming its status, and changes nothing', async () => {
    const id = await pending();
    const fromPending = await post(id, 'requeue', admin);
    expect(fromPending.statusCode).toBe(409);
    expect(fromPending.json()).toMatchObject({ code: 'CONFLICT', fields: { status: 'pending' } });

    await post(id, 'approve', admin);
    await post(id, 'block', admin);
    const fromBlocked = await post(id, 'requeue', admin);
    expect(fromBlocked.statusCode).toBe(409);
    expect(fromBlocked.json().fields).toEqual({ status: 'blocked' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?status=blocked',
      headers: asCookie(admin),
    });
    expect(list.json().products.map((p: { _id: string }) => p._id)).toContain(id);
  });

  it('is for admins only: 401 signed out or blocked, 403 for anyone else, 404 for an unknown id', async () => {
    const id = await pending();
    await post(id, 'approve', admin);
    expect((await post(id, 'requeue')).statusCode).toBe(401);
    expect((await post(id, 'requeue', seller)).statusCode).toBe(403);
    expect((await post(id, 'requeue', await signUp(t.app))).statusCode).toBe(403);

    const blockedAdmin = await signUpAdmin(t.app, t.database.db);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, blockedAdmin.id));
    expect((await post(id, 'requeue', blockedAdmin)).statusCode).toBe(401);

    const still = await t.app.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(still.json().status).toBe('approved');
    expect((await post(randomUUID(), 'requeue', admin)).statusCode).toBe(404);
    expect((await post('not-a-uuid', 'requeue', admin)).statusCode).toBe(404);
  });
});
