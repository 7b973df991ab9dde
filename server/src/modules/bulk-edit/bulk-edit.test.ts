import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products, stockMovements } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { addListing } from '../stock/stock-test-kit.js';

// Issue 30 item 6 over HTTP: a seller sets prices and stock of their own products and variants from the My
// products table in one call, all or nothing; stock changes are 'correction' rows in the stock history (who,
// before, after); another seller's product is not found; the price obeys the form's rules. PGlite and PostgreSQL.
let t: TestApp;
let seller: Session;
let other: Session;
let admin: Session;

const listing = (who: Session, payload: Record<string, unknown> = {}) =>
  addListing(t, who, payload, { approved: true });

/** A T-shirt in sizes M (40) and L (60), and its variants' ids by size. */
async function tshirt() {
  const sku = `TEE-${randomUUID().slice(0, 8)}`;
  const id = await listing(seller, {
    productName: 'Cotton Crew T-shirt',
    category: 'Fashion & Apparel',
    price: 250,
    maxQuantity: 100,
    options: [{ name: 'Size', values: ['M', 'L'] }],
    variants: [
      { sku: `${sku}-M`, options: { Size: 'M' }, stock: 40 },
      { sku: `${sku}-L`, options: { Size: 'L' }, stock: 60 },
    ],
  });
  const rows = await t.database.db
    .select({ id: productVariants.id, options: productVariants.options })
    .from(productVariants)
    .where(eq(productVariants.productId, id));
  const bySize = Object.fromEntries(rows.map((r) => [r.options.Size!, r.id]));
  return { id, m: bySize.M!, l: bySize.L! };
}

const bulkEdit = (who: Session, items: object[], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/myproducts/bulk-edit',
    headers: { ...asCookie(who), ...headers },
    payload: { items },
  });

const product = async (id: string) =>
  (
    await t.database.db
      .select({ pricePoisha: products.pricePoisha, stock: products.stock, status: products.status })
      .from(products)
      .where(eq(products.id, id))
  )[0]!;
const variant = async (id: string) =>
  (
    await t.database.db
      .select({ pricePoisha: productVariants.pricePoisha, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, id))
  )[0]!;
const history = (productId: string) =>
  t.database.db
    .select({
      variantId: stockMovements.variantId,
      change: stockMovements.change,
      before: stockMovements.before,
      after: stockMovements.after,
      reason: stockMovements.reason,
      actorId: stockMovements.actorId,
    })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.id));

beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app, { name: 'Karim Traders' });
  other = await signUp(t.app, { name: 'Other Seller' });
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('bulk edit of prices and stock', () => {
  it("sets a product's price and stock and a variant's; stock moves are corrections by the seller; the listing stays approved", async () => {
    const oil = await listing(seller);
    const tee = await tshirt();
    const res = await bulkEdit(seller, [
      { productId: oil, price: 875.5, stock: 130 },
      { productId: tee.id, variantId: tee.m, price: 260, stock: 35 },
      { productId: tee.id, variantId: tee.l, stock: 75 },
      { productId: tee.id, price: 240 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 4 });

    expect(await product(oil)).toEqual({ pricePoisha: 87_550, stock: 130, status: 'approved' });
    expect(await product(tee.id)).toEqual({ pricePoisha: 24_000, stock: 110, status: 'approved' });
    expect(await variant(tee.m)).toEqual({ pricePoisha: 26_000, stock: 35 });
    expect(await variant(tee.l)).toEqual({ pricePoisha: null, stock: 75 });

    expect(await history(oil)).toEqual([
      { variantId: null, change: 30, before: 100, after: 130, reason: 'correction', actorId: seller.id },
    ]);
    // One row per variant; the product's total moving with them is not recorded a second time.
    expect(await history(tee.id)).toEqual([
      { variantId: tee.m, change: -5, before: 40, after: 35, reason: 'correction', actorId: seller.id },
      { variantId: tee.l, change: 15, before: 60, after: 75, reason: 'correction', actorId: seller.id },
    ]);

    // The same values again change nothing and write no history.
    const again = await bulkEdit(seller, [
      { productId: oil, price: 875.5, stock: 130 },
      { productId: tee.id, variantId: tee.m, price: 260, stock: 35 },
    ]);
    expect(again.json()).toEqual({ updated: 0 });
    expect(await history(oil)).toHaveLength(1);
    expect(await history(tee.id)).toHaveLength(2);
  });

  it("another seller's product is not found (404 naming the item) and nothing changes, an admin's call too", async () => {
    const mine = await listing(seller);
    const theirs = await listing(other);
    for (const who of [seller, admin]) {
      const res = await bulkEdit(who, [
        { productId: who === seller ? mine : theirs, stock: 5 },
        { productId: who === seller ? theirs : randomUUID(), price: 1 },
      ]);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        fields: { 'items.1.productId': 'Product not found' },
      });
    }
    expect(await product(mine)).toMatchObject({ pricePoisha: 90_000, stock: 100 });
    expect(await product(theirs)).toMatchObject({ pricePoisha: 90_000, stock: 100 });
    expect(await history(mine)).toEqual([]);
    expect((await bulkEdit(other, [{ productId: theirs, stock: 5 }])).json()).toEqual({ updated: 1 });
  });

  it('all or nothing: one bad item is named at its field (also in Bengali) and the good ones are not saved', async () => {
    const oil = await listing(seller);
    const tee = await tshirt();
    const plain = await listing(seller);
    const refused = async (items: object[], fields: Record<string, string>) => {
      const res = await bulkEdit(seller, [{ productId: oil, price: 500, stock: 7 }, ...items]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'VALIDATION_FAILED', fields });
    };
    await refused([{ productId: plain, price: 10.555 }], {
      'items.1.price': 'Price can have at most 2 decimals',
    });
    await refused([{ productId: plain, price: 0 }], { 'items.1.price': 'Price must be more than 0' });
    await refused([{ productId: plain, stock: -1 }], { 'items.1.stock': 'Stock cannot be negative' });
    await refused([{ productId: plain, stock: 2.5 }], { 'items.1.stock': 'Stock must be a whole number' });
    await refused([{ productId: plain }], { 'items.1.price': 'Give a new price or stock' });
    // A product with variants has its stock per variant; one without has no variant to name.
    await refused([{ productId: tee.id, stock: 10 }], {
      'items.1.stock': 'Choose the variant whose stock moves',
    });
    await refused([{ productId: plain, variantId: tee.m, stock: 10 }], {
      'items.1.variantId': 'This product has no variants',
    });
    await refused([{ productId: tee.id, variantId: randomUUID(), stock: 10 }], {
      'items.1.variantId': 'This variant is not one of the product’s',
    });
    await refused([{ productId: oil, stock: 8 }], {
      'items.1.productId': 'This price or stock is already in the list',
    });
    expect(await product(oil)).toMatchObject({ pricePoisha: 90_000, stock: 100 });
    expect(await history(oil)).toEqual([]);

    const bn = await bulkEdit(seller, [{ productId: oil, price: 10.555 }], { 'accept-language': 'bn' });
    expect(bn.statusCode).toBe(400);
    expect(bn.json().fields['items.0.price']).toBe('দামে দশমিকের পর সর্বোচ্চ ২ অঙ্ক থাকতে পারে');

    const tooMany = await bulkEdit(
      seller,
      Array.from({ length: 201 }, () => ({ productId: oil, stock: 1 })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ items: 'At most 200 changes at once' });
  });

  it("a base price follows the form's rules: tiers stay below it; a rule broken before does not stop it", async () => {
    const tiered = await listing(seller, { priceTiers: [{ minQuantity: 50, price: 800 }] });
    // The form refuses a base price at or below the first tier's, and the bulk edit says the same, at its cell.
    const form = await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${tiered}`,
      headers: asCookie(seller),
      payload: { price: 800 },
    });
    expect(form.statusCode, form.body).toBe(400);
    const formMessage = form.json().fields['priceTiers.0.price'] as string;
    const res = await bulkEdit(seller, [{ productId: tiered, price: 800 }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ 'items.0.price': formMessage });
    expect((await bulkEdit(seller, [{ productId: tiered, price: 801 }])).json()).toEqual({ updated: 1 });

    // Orders took the stock below the MOQ: not the price's fault, so a price edit (and a stock of 0) still go.
    const low = await listing(seller, { minQuantity: 10 });
    expect((await bulkEdit(seller, [{ productId: low, stock: 3 }])).json()).toEqual({ updated: 1 });
    const priced = await bulkEdit(seller, [{ productId: low, price: 950, stock: 0 }]);
    expect(priced.json()).toEqual({ updated: 1 });
    expect(await product(low)).toMatchObject({ pricePoisha: 95_000, stock: 0 });
  });
});
