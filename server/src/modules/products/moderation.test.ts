import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
let seller: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

async function listing(name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: asCookie(seller),
    payload: {
      productName: name,
      image: `/uploads/u/${randomUUID()}.webp`,
      brand: 'B',
      category: 'health-beauty',
      description: 'D',
      price: 10,
      maxQuantity: 100,
      minQuantity: 10,
    },
  });
  return res.json().insertedId;
}
const act = (id: string, action: string, s: Session = admin, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/${action}`, headers: asCookie(s), payload });
const isPublic = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).statusCode === 200;

describe('moderation', () => {
  it('approve makes a listing public; block takes it off; unblock puts it back', async () => {
    const id = await listing('Face Wash');
    expect((await act(id, 'approve')).json().product.status).toBe('approved');
    expect(await isPublic(id)).toBe(true);
    expect((await act(id, 'block')).json().product.status).toBe('blocked');
    expect(await isPublic(id)).toBe(false);
    expect((await act(id, 'unblock')).json().product.status).toBe('approved');
  });

  it('reject needs a reason, which the seller then sees', async () => {
    const id = await listing('Blurry Photo Soap');
    const noReason = await act(id, 'reject', admin, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    await act(id, 'reject', admin, { reason: 'Photo is blurry' });
    const seen = (
      await t.app.inject({ method: 'GET', url: `/api/product/${id}`, headers: asCookie(seller) })
    ).json();
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'Photo is blurry' });
  });

  it('refuses an illegal move with 409 naming the current state', async () => {
    const id = await listing('Pending Thing');
    const res = await act(id, 'block');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', fields: { status: 'pending' } });
  });

  it('is for admins only and lists pending first', async () => {
    const id = await listing('Needs Review');
    expect((await act(id, 'approve', seller)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: asCookie(seller) }))
        .statusCode,
    ).toBe(403);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: asCookie(admin) })
    ).json();
    const statuses = list.products.map((p: { status: string }) => p.status);
    expect(statuses.indexOf('approved')).toBeGreaterThan(statuses.lastIndexOf('pending'));
    const filtered = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/products?status=rejected',
        headers: asCookie(admin),
      })
    ).json();
    expect(filtered.products.every((p: { status: string }) => p.status === 'rejected')).toBe(true);
  });
});
