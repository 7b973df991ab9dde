import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { addListing } from './stock-test-kit.js';

// Issue 30 item 7 on My products: the seller's stock value (stock × unit price, exact in poisha, a product with
// variants counted per variant at each one's own price or the product's) and the low-stock list; the low-stock
// alert set, changed and refused through the listing calls. Another seller's listings never count. PGlite and
// PostgreSQL.
let t: TestApp;
let seller: Session;
let other: Session;

// At ৳900.50, so that the value is exact to the poisha.
const listing = (who: Session, payload: Record<string, unknown> = {}) =>
  addListing(t, who, { price: 900.5, ...payload });

const summary = (who: Session) =>
  t.app.inject({ url: '/api/myproducts/stock-summary', headers: asCookie(who) });
const edit = (who: Session, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/update/${id}`, headers: asCookie(who), payload });

beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app, { name: 'Karim Traders' });
  other = await signUp(t.app, { name: 'Other Seller' });
});
afterAll(() => t.close());

describe("the seller's stock summary", () => {
  let oil: string;
  let shirts: string;

  it('a new seller has nothing: value 0, no lines', async () => {
    const res = await summary(seller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stockValuePoisha: 0, currency: 'BDT', productCount: 0, lowStock: [] });
  });

  it('sums stock × unit price per variant and lists what is at or under its alert, lowest stock first', async () => {
    // 100 × ৳900.50, alert at 100: at the line, so listed.
    oil = await listing(seller, { lowStockThreshold: 100 });
    // Options in the seller's order Colour, Size (jsonb would keep the keys as Size, Colour). Variants at the
    // product's ৳250 (30 and 20 units) and one at its own ৳275.25 (50 units); alert at 25: only L (20) is under.
    const sku = `TEE-${randomUUID().slice(0, 8)}`;
    shirts = await listing(seller, {
      productName: 'Cotton Crew T-shirt',
      category: 'Fashion & Apparel',
      price: 250,
      lowStockThreshold: 25,
      options: [
        { name: 'Colour', values: ['Blue'] },
        { name: 'Size', values: ['S', 'M', 'L'] },
      ],
      variants: [
        { sku: `${sku}-S`, options: { Colour: 'Blue', Size: 'S' }, stock: 30 },
        { sku: `${sku}-M`, options: { Colour: 'Blue', Size: 'M' }, stock: 50, price: 275.25 },
        { sku: `${sku}-L`, options: { Colour: 'Blue', Size: 'L' }, stock: 20 },
      ],
    });
    // No alert: counted in the value, never listed however low (10 × ৳1).
    await listing(seller, { productName: 'Salt 1kg', price: 1, maxQuantity: 10, minQuantity: 1 });
    // Another seller's low listing is theirs alone.
    const theirs = await listing(other, { price: 5, maxQuantity: 3, minQuantity: 1, lowStockThreshold: 50 });

    const res = await summary(seller);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // 100 × 90050 + (30 × 25000 + 50 × 27525 + 20 × 25000) + 10 × 100
    expect(body.stockValuePoisha).toBe(9_005_000 + 2_626_250 + 1_000);
    expect(body.productCount).toBe(3);
    expect(body.lowStock).toEqual([
      {
        productId: shirts,
        name: 'Cotton Crew T-shirt',
        variantId: expect.any(String),
        variantLabel: 'Colour: Blue · Size: L',
        stock: 20,
        threshold: 25,
      },
      {
        productId: oil,
        name: 'Mustard Oil 5L',
        variantId: null,
        variantLabel: null,
        stock: 100,
        threshold: 100,
      },
    ]);

    expect((await summary(other)).json()).toEqual({
      stockValuePoisha: 1_500,
      currency: 'BDT',
      productCount: 1,
      lowStock: [
        {
          productId: theirs,
          name: 'Mustard Oil 5L',
          variantId: null,
          variantLabel: null,
          stock: 3,
          threshold: 50,
        },
      ],
    });
  });

  it('the alert is in the listing JSON; an edit changes or clears it, and the list follows', async () => {
    const changed = await edit(seller, oil, { lowStockThreshold: 99 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().product.lowStockThreshold).toBe(99);
    const mine = await t.app.inject({ url: '/api/myproducts', headers: asCookie(seller) });
    expect(
      mine
        .json()
        .products.map((p: { _id: string; lowStockThreshold: number | null }) => [p._id, p.lowStockThreshold]),
    ).toEqual(
      expect.arrayContaining([
        [oil, 99],
        [shirts, 25],
      ]),
    );
    expect((await summary(seller)).json().lowStock.map((l: { productId: string }) => l.productId)).toEqual([
      shirts,
    ]);

    expect(
      (await edit(seller, shirts, { lowStockThreshold: null })).json().product.lowStockThreshold,
    ).toBeNull();
    expect((await summary(seller)).json().lowStock).toEqual([]);
  });

  it('a bad alert is a 400 naming lowStockThreshold, and nothing is saved', async () => {
    for (const value of [-1, 2.5, 'ten', 10_000_001]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/addproduct',
        headers: asCookie(seller),
        payload: {
          productName: 'Rice 25kg',
          image: `/uploads/u/${randomUUID()}.webp`,
          brand: 'Teer',
          category: 'Food & Groceries',
          description: 'Miniket.',
          price: 1800,
          maxQuantity: 50,
          minQuantity: 5,
          lowStockThreshold: value,
        },
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(Object.keys(created.json().fields)).toEqual(['lowStockThreshold']);
      const edited = await edit(seller, oil, { lowStockThreshold: value });
      expect(edited.statusCode, edited.body).toBe(400);
      expect(Object.keys(edited.json().fields)).toEqual(['lowStockThreshold']);
    }
    expect((await summary(seller)).json().productCount).toBe(3);
    const product = await t.app.inject({ url: `/api/product/${oil}`, headers: asCookie(seller) });
    expect(product.json().lowStockThreshold).toBe(99);
  });

  it('signed out is 401', async () => {
    const res = await t.app.inject({ url: '/api/myproducts/stock-summary' });
    expect(res.statusCode).toBe(401);
  });
});
