import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { cartItems, products } from '../../db/schema.js';
import { asUser, stockOf } from './cart-test-kit.js';

// A guest's cart: priced by POST /api/cart/preview while signed out, merged into the account's at sign-in.
let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
  seller = await signUp(t.app, { name: 'Dhaka Packs' });
});
afterAll(() => t.close());

/** MOQ 24 in packs of 12, ৳20 a unit, ৳18 from 120. */
const packs = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(t.database.db, {
    sellerId: seller.id,
    price: 20,
    minQuantity: 24,
    orderIncrement: 12,
    priceTiers: [{ minQuantity: 120, pricePoisha: 1800 }],
    stock: 500,
    ...overrides,
  });
const rows = async (s: Session) =>
  (await t.database.db.select().from(cartItems).where(eq(cartItems.userId, s.id))).map((r) => [
    r.productId,
    r.quantity,
    r.acceptedUnitPricePoisha,
  ]);
const preview = (items: { productId: string; quantity: number }[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/preview',
    headers: { origin: 'http://localhost:3000' },
    payload: { items },
  });

describe('POST /api/cart/merge', () => {
  it('adds each quantity to the line already there, snaps it to a valid one, and says what changed', async () => {
    const session = await signUp(t.app);
    const buyer = asUser(t.app, session);
    const held = await packs();
    const fresh = await packs();
    const odd = await packs();
    await buyer.put(held.id, 48);

    const res = await buyer.merge([
      { productId: held.id, quantity: 72 }, // 48 + 72 = 120: valid, and the ৳18 tier
      { productId: fresh.id, quantity: 24 }, // valid as it is
      { productId: odd.id, quantity: 30 }, // not a whole number of packs: nearest is 36
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json();
    expect(cart.notes).toEqual([
      {
        productId: odd.id,
        message: expect.stringMatching(
          /^30 units cannot be ordered \(Sold in packs of 12.*\): changed to 36$/,
        ),
      },
    ]);
    expect(
      cart.groups[0].items.map((l: { productId: string; quantity: number; unitPrice: number }) => [
        l.productId,
        l.quantity,
        l.unitPrice,
      ]),
    ).toEqual([
      [held.id, 120, 18],
      [fresh.id, 24, 20],
      [odd.id, 36, 20],
    ]);
    expect(cart.ready).toBe(true);
    expect(await rows(session)).toEqual(
      expect.arrayContaining([
        [held.id, 120, 1800],
        [fresh.id, 24, 2000],
        [odd.id, 36, 2000],
      ]),
    );
    // The cart takes no stock.
    expect(await stockOf(t.app, held.id)).toBe(500);
  });

  it('snaps a sum above the stock down to what is available', async () => {
    const session = await signUp(t.app);
    const buyer = asUser(t.app, session);
    const scarce = await packs({ stock: 100 });
    await buyer.put(scarce.id, 60);
    const cart = (await buyer.merge([{ productId: scarce.id, quantity: 60 }])).json();
    expect(cart.groups[0].items[0]).toMatchObject({ quantity: 96, problem: null });
    expect(cart.notes).toEqual([
      {
        productId: scarce.id,
        message: expect.stringMatching(
          /^120 units cannot be ordered \(Only 96 units available\): changed to 96$/,
        ),
      },
    ]);
  });

  it('skips what cannot be bought — unknown, not for sale, one’s own, out of stock — each with a note', async () => {
    const session = await signUp(t.app);
    const buyer = asUser(t.app, session);
    const pending = await packs({ status: 'pending', productName: 'Secret unreleased kettle' });
    const own = await createProduct(t.database.db, { sellerId: session.id, minQuantity: 1 });
    const empty = await packs({ stock: 12 });
    const fine = await packs();
    const unknown = '8d1c6f62-1111-4222-8333-444455556666';
    const cart = (
      await buyer.merge([
        { productId: unknown, quantity: 24 },
        { productId: 'garbage', quantity: 24 },
        { productId: pending.id, quantity: 24 },
        { productId: own.id, quantity: 5 },
        { productId: empty.id, quantity: 24 },
        { productId: fine.id, quantity: 24 },
      ])
    ).json();
    expect(cart.notes).toEqual([
      { productId: unknown, message: 'This product is no longer in the shop' },
      { productId: 'garbage', message: 'This product is no longer in the shop' },
      { productId: pending.id, message: 'This product is no longer for sale' },
      { productId: own.id, message: 'This is your own product: you cannot order it' },
      { productId: empty.id, message: 'This product is out of stock' },
    ]);
    // A listing the shop does not show is never named.
    expect(JSON.stringify(cart)).not.toContain('Secret unreleased kettle');
    expect(await rows(session)).toEqual([[fine.id, 24, 2000]]);
  });

  it('keeps a held line as it is when more of it cannot be added, and refuses a bad body (400)', async () => {
    const session = await signUp(t.app);
    const buyer = asUser(t.app, session);
    const p = await packs();
    await buyer.put(p.id, 24);
    await t.database.db.update(products).set({ status: 'blocked' }).where(eq(products.id, p.id));
    const cart = (await buyer.merge([{ productId: p.id, quantity: 24 }])).json();
    expect(cart.notes).toEqual([
      {
        productId: p.id,
        message: 'This product is no longer for sale: the line in your cart was left as it was',
      },
    ]);
    expect(cart.groups[0].items[0]).toMatchObject({ quantity: 24, problem: { code: 'PRODUCT_UNAVAILABLE' } });

    const bad = await buyer.send('POST', '/api/cart/merge', { items: [{ productId: p.id, quantity: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['items.0.quantity']);
  });
});

describe('POST /api/cart/preview (public)', () => {
  it('prices a guest cart like a stored one, with the engine’s problems, and stores nothing', async () => {
    const ok = await packs();
    const below = await packs();
    const hidden = await packs({ status: 'pending', productName: 'Hidden prototype' });
    const res = await preview([
      { productId: ok.id, quantity: 60 },
      { productId: ok.id, quantity: 60 }, // named twice: the quantities add up
      { productId: below.id, quantity: 12 },
      { productId: hidden.id, quantity: 24 },
      { productId: 'nonsense', quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json();
    const [first, second] = cart.groups[0].items;
    expect(first).toMatchObject({
      productId: ok.id,
      quantity: 120,
      unitPrice: 18,
      lineTotal: 2160,
      problem: null,
    });
    expect(second).toMatchObject({
      productId: below.id,
      quantity: 12,
      lineTotal: 0,
      problem: { code: 'BELOW_MOQ', allowed: 24, previousUnitPrice: null },
    });
    expect(cart.notes).toEqual([
      { productId: hidden.id, message: 'This product is no longer for sale' },
      { productId: 'nonsense', message: 'This product is no longer for sale' },
    ]);
    expect(JSON.stringify(cart)).not.toContain('Hidden prototype');
    expect(cart).toMatchObject({ total: 2160, lineCount: 2, ready: false });
    const stored = await t.database.db.select().from(cartItems).where(eq(cartItems.productId, ok.id));
    expect(stored).toEqual([]);
  });

  it('shows the seller minimum, and never PRICE_CHANGED (a guest accepted no price)', async () => {
    const strict = await signUp(t.app, { name: 'Strict Seller' });
    await asUser(t.app, strict).send('PATCH', '/api/me', { minOrderAmount: 1000 });
    const p = await createProduct(t.database.db, { sellerId: strict.id, price: 10, minQuantity: 1 });
    const cart = (await preview([{ productId: p.id, quantity: 5 }])).json();
    expect(cart.groups[0].problem).toMatchObject({ code: 'BELOW_SELLER_MINIMUM', allowed: 1000 });
    expect(cart.groups[0].items[0].problem).toBeNull();
  });

  it('refuses more than 100 lines and bad quantities (400)', async () => {
    const p = await packs();
    const tooMany = Array.from({ length: 101 }, () => ({ productId: p.id, quantity: 24 }));
    const res = await preview(tooMany);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('items');
    expect((await preview([{ productId: p.id, quantity: -1 }])).statusCode).toBe(400);
  });
});
