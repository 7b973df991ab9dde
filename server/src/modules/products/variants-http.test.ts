import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

// The seller's form API with variants (issue 30) over HTTP: POST /api/addproduct and PATCH /api/update/:id take
// options, variants and the variant rule; GET /api/product/:id returns them; bad ones are 4xx naming the field.
let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app, { name: 'Mirpur Garments' });
});
afterAll(() => t.close());

const shirt = (skuPrefix = `TEE-${randomUUID().slice(0, 8)}`) => ({
  productName: 'Cotton Crew T-shirt',
  image: `/uploads/u/${randomUUID()}.webp`,
  brand: 'Mirpur Knit',
  category: 'Fashion & Apparel',
  description: 'Combed cotton, 180 GSM.',
  price: 180,
  maxQuantity: 100,
  minQuantity: 60,
  options: [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Navy'] },
  ],
  variants: [
    { sku: `${skuPrefix}-M`, options: { Size: 'M', Colour: 'Navy' }, stock: 40 },
    { sku: `${skuPrefix}-L`, options: { Size: 'L', Colour: 'Navy' }, stock: 60, price: 190 },
  ],
});
const add = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/addproduct', headers: asCookie(seller), payload: body });
const patch = (id: string, body: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/update/${id}`, headers: asCookie(seller), payload: body });

describe('variants through the form API', () => {
  it('creates, reads and edits a listing with variants', async () => {
    const created = await add(shirt());
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().insertedId as string;
    const read = await t.app.inject({ method: 'GET', url: `/api/product/${id}`, headers: asCookie(seller) });
    expect(read.json()).toMatchObject({
      maxQuantity: 100,
      variantRule: 'mixed',
      options: [{ name: 'Size' }, { name: 'Colour' }],
      variants: [
        { options: { Size: 'M', Colour: 'Navy' }, stock: 40, price: null },
        { options: { Size: 'L', Colour: 'Navy' }, stock: 60, price: 190 },
      ],
    });
    const [m, l] = read.json().variants;
    const edited = await patch(id, {
      variantRule: 'per_variant',
      minQuantity: 20,
      variants: [m, { ...l, stock: 10 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().product).toMatchObject({ variantRule: 'per_variant', maxQuantity: 50 });
  });

  it('answers 400 naming the field for bad variants, and 409 for a SKU already used', async () => {
    const body = shirt();
    const bad = await add({
      ...body,
      variants: [
        { ...body.variants[0]!, options: { Size: 'XXL', Colour: 'Navy' }, stock: -5 },
        body.variants[1],
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['variants.0.stock']));
    const wrongSum = await add({ ...body, maxQuantity: 99 });
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().fields).toHaveProperty('maxQuantity');
    const tooMany = await add({ ...body, options: [...body.options, ...body.options] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toHaveProperty('options');

    expect((await add(body)).statusCode).toBe(200);
    const again = await add({ ...body, image: `/uploads/u/${randomUUID()}.webp` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', fields: { variants: expect.any(String) } });
  });
});
