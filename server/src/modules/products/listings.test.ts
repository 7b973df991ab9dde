import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder } from '../../../test/factories.js';
import { orders, products } from '../../db/schema.js';

let t: TestApp;
let seller: Session;
let other: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app, { name: 'Karim Traders' });
  other = await signUp(t.app, { name: 'Someone Else' });
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const img = () => `/uploads/u/${randomUUID()}.webp`;
const valid = () => ({
  productName: 'Steel Tiffin Carrier 3-tier',
  image: img(),
  extraimages: [img(), img()],
  brand: 'Kiam',
  category: 'Home & Kitchen Appliances',
  description: 'Food-grade stainless steel, leak-proof lids.',
  content: 'Cartons of 24.',
  price: 450.5,
  maxQuantity: 1200,
  minQuantity: 50,
  rating: 4,
});
const add = (s: Session, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/addproduct', headers: asCookie(s), payload: body });
const get = (id: string, s?: Session) =>
  t.app.inject({ method: 'GET', url: `/api/product/${id}`, headers: s ? asCookie(s) : {} });
const publicNames = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/products${query}` }))
    .json()
    .products.map((p: { productName: string }) => p.productName);

async function approved(name: string) {
  const id = (await add(seller, { ...valid(), productName: name })).json().insertedId;
  await t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/approve`, headers: asCookie(admin) });
  return id as string;
}

describe('adding a product', () => {
  it('is pending, owned by the caller, whatever status/author/authorName the client sends', async () => {
    const res = await add(seller, {
      ...valid(),
      status: 'approved',
      author: 'admin@example.com',
      authorName: 'Admin',
      publishDate: '1999-01-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      acknowledged: true,
      message: 'Product added successfully.',
      insertedId: expect.any(String),
    });
    const product = (await get(res.json().insertedId, seller)).json();
    expect(product).toMatchObject({
      status: 'pending',
      author: seller.email,
      authorName: 'Karim Traders',
      price: 450.5,
      categorySlug: 'home-kitchen-appliances',
      minQuantity: 50,
      maxQuantity: 1200,
    });
    expect(product.publishDate).not.toContain('1999');
  });

  it('keeps a pending product out of the public list, search and featured, but shows it to its seller and admins', async () => {
    const id = (await add(seller, { ...valid(), productName: 'Secret Pending Kettle' })).json().insertedId;
    expect(await publicNames()).not.toContain('Secret Pending Kettle');
    expect(await publicNames('?q=secret')).toEqual([]);
    const featured = (await t.app.inject({ method: 'GET', url: '/api/products/featured' })).json().products;
    expect(featured.map((p: { _id: string }) => p._id)).not.toContain(id);
    expect((await get(id)).statusCode).toBe(404);
    expect((await get(id, other)).statusCode).toBe(404);
    expect((await get(id, seller)).statusCode).toBe(200);
    expect((await get(id, admin)).statusCode).toBe(200);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/myproducts', headers: asBearer(seller) })
    ).json();
    expect(mine.products.map((p: { _id: string }) => p._id)).toContain(id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/myproducts', headers: asBearer(other) })).json()
        .products,
    ).toEqual([]);
  });

  it.each([
    ['MOQ above stock', { minQuantity: 500, maxQuantity: 100 }, 'minQuantity'],
    ['price 0', { price: 0 }, 'price'],
    ['price 1.999', { price: 1.999 }, 'price'],
    ['a foreign image URL', { image: 'https://evil.example.com/x.jpg' }, 'image'],
    ['an internal-network image URL', { image: 'http://169.254.169.254/latest/meta-data' }, 'image'],
    [
      'a foreign extra image',
      { extraimages: ['https://cdn.example.com/u/0b1d2c3e-0000-4000-8000-000000000000.webp'] },
      'extraimages',
    ],
    ['a 10 kB name', { productName: 'x'.repeat(10_000) }, 'productName'],
    ['no name', { productName: '   ' }, 'productName'],
    ['an unknown category', { category: 'Toys' }, 'category'],
    ['a text stock', { maxQuantity: 'lots' }, 'maxQuantity'],
    ['a fractional MOQ', { minQuantity: 1.5 }, 'minQuantity'],
  ])('refuses %s naming the field, and stores nothing', async (_what, change, field) => {
    const before = (await t.database.db.select({ id: products.id }).from(products)).length;
    const res = await add(seller, { ...valid(), ...change });
    expect([400, 422]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ acknowledged: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().fields)[0]).toMatch(new RegExp(`^${field}`));
    expect((await t.database.db.select({ id: products.id }).from(products)).length).toBe(before);
  });

  it("accepts SEED.md's `rating` and ignores it: a rating is the mean of buyers' reviews", async () => {
    for (const rating of [5, 6, 'five']) {
      const res = await add(seller, { ...valid(), rating });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, res.json().insertedId));
      expect([row!.rating, row!.reviewCount]).toEqual([0, 0]);
    }
    const id = (await add(seller, valid())).json().insertedId;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${id}`,
      headers: asCookie(seller),
      payload: { rating: 5, price: 99 },
    });
    expect(edited.json().product).toMatchObject({ rating: 0, reviewCount: 0, price: 99 });
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/addproduct', payload: valid() })).statusCode,
    ).toBe(401);
  });
});

describe('updating and deleting', () => {
  it("refuses another user's PATCH and DELETE with 403 and changes nothing", async () => {
    const id = await approved('Owned Rice Cooker');
    const [before] = await t.database.db.select().from(products).where(eq(products.id, id));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${id}`,
      headers: asCookie(other),
      payload: { price: 1 },
    });
    expect(patch.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/delete/${id}`, headers: asCookie(other) });
    expect(del.statusCode).toBe(403);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(after).toEqual(before);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/update/${id}`, payload: { price: 1 } })).statusCode,
    ).toBe(401);
  });

  it('sends an approved listing back to review when its name changes, but not for price or stock', async () => {
    const id = await approved('Blender 3-in-1');
    const priced = await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${id}`,
      headers: asCookie(seller),
      payload: { price: 3100, maxQuantity: 300 },
    });
    expect(priced.json()).toMatchObject({
      acknowledged: true,
      message: 'Product updated successfully',
      product: { status: 'approved', price: 3100, maxQuantity: 300 },
    });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${id}`,
      headers: asCookie(seller),
      payload: { productName: 'Blender 4-in-1' },
    });
    expect(renamed.json().product.status).toBe('pending');
    expect(await publicNames()).not.toContain('Blender 4-in-1');
  });

  it('checks MOQ against the stored stock when only one of them changes', async () => {
    const id = await approved('Stocked Item');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${id}`,
      headers: asCookie(seller),
      payload: { minQuantity: 5000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('minQuantity');
  });

  it('lets an admin edit without sending it back to review, and delete', async () => {
    const id = await approved('Admin Edited');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${id}`,
      headers: asCookie(admin),
      payload: { productName: 'Admin Edited Well' },
    });
    expect(res.json().product.status).toBe('approved');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/delete/${id}`, headers: asCookie(admin) });
    expect(del.json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
      message: 'Product deleted successfully',
    });
  });

  it('keeps the orders of a deleted product readable', async () => {
    const id = await approved('Soon Gone');
    const order = await createOrder(t.database.db, { productId: id, productName: 'Soon Gone' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/delete/${id}`, headers: asCookie(seller) }))
        .statusCode,
    ).toBe(200);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ productId: null, productName: 'Soon Gone' });
    expect((await get(id, seller)).statusCode).toBe(404);
  });

  it('answers unknown and malformed ids with 404', async () => {
    for (const id of [randomUUID(), 'nonsense']) {
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/update/${id}`,
            headers: asCookie(seller),
            payload: { price: 5 },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/delete/${id}`, headers: asCookie(seller) }))
          .statusCode,
      ).toBe(404);
    }
  });
});
