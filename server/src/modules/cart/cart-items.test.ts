import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { cartItems, products } from '../../db/schema.js';
import { asUser, stockOf } from './cart-test-kit.js';

// GET, PUT and DELETE of the signed-in buyer's cart through the real routes: the engine decides every
// quantity, the cart re-prices on every read and never takes stock.
let t: TestApp;
let admin: Session;
let buyer: ReturnType<typeof asUser>;
let buyerSession: Session;
let seller: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
  admin = await signUpAdmin(t.app, t.database.db);
  buyerSession = await signUp(t.app);
  buyer = asUser(t.app, buyerSession);
  seller = await signUp(t.app, { name: 'Karim Traders' });
});
afterAll(() => t.close());

/** ৳145 a unit, MOQ 48 in packs of 12, ৳138 from 96, ৳130 from 480. */
const tiered = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(t.database.db, {
    sellerId: seller.id,
    price: 145,
    minQuantity: 48,
    orderIncrement: 12,
    priceTiers: [
      { minQuantity: 96, pricePoisha: 13_800 },
      { minQuantity: 480, pricePoisha: 13_000 },
    ],
    stock: 1000,
    ...overrides,
  });
const linesOf = async (session: Session) =>
  t.database.db.select().from(cartItems).where(eq(cartItems.userId, session.id));

describe('signed out', () => {
  it('answers 401 to every cart route but the preview', async () => {
    const anyId = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['GET', '/api/cart'],
      ['DELETE', '/api/cart'],
      ['PUT', `/api/cart/items/${anyId}`, { quantity: 1 }],
      ['DELETE', `/api/cart/items/${anyId}`],
      ['POST', '/api/cart/merge', { items: [] }],
      ['POST', `/api/orders/${anyId}/reorder`],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, payload, headers: { origin: 'http://localhost:3000' } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'UNAUTHORIZED' });
    }
  });
});

describe('PUT /api/cart/items/:productId', () => {
  it('stores the line at the engine’s price, answers the cart, and takes no stock', async () => {
    const p = await tiered();
    const res = await buyer.put(p.id, 48);
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json();
    expect(cart).toMatchObject({ total: 6960, lineCount: 1, ready: true, notes: [] });
    expect(cart.groups).toHaveLength(1);
    expect(cart.groups[0]).toMatchObject({
      seller: { _id: seller.id, name: 'Karim Traders', minOrderAmount: 0 },
      subtotal: 6960,
      problem: null,
    });
    expect(cart.groups[0].items[0]).toEqual({
      productId: p.id,
      variantId: null,
      variantOptions: null,
      productName: p.productName,
      productImage: p.image,
      quantity: 48,
      unitPrice: 145,
      lineTotal: 6960,
      product: {
        price: 145,
        minQuantity: 48,
        maxQuantity: 1000,
        orderIncrement: 12,
        maxOrderQuantity: null,
        priceTiers: [
          { minQuantity: 96, price: 138 },
          { minQuantity: 480, price: 130 },
        ],
      },
      // "add 48 more for ৳138/unit"
      nextTier: { addQuantity: 48, unitPrice: 138 },
      problem: null,
    });
    expect(await stockOf(t.app, p.id)).toBe(1000);
    expect(await linesOf(buyerSession)).toContainEqual(
      expect.objectContaining({ productId: p.id, quantity: 48, acceptedUnitPricePoisha: 14_500 }),
    );

    // A bigger quantity reaches the tier: every unit at ৳138.
    const more = (await buyer.put(p.id, 108)).json();
    const line = more.groups[0].items.find((l: { productId: string }) => l.productId === p.id);
    expect(line).toMatchObject({ quantity: 108, unitPrice: 138, lineTotal: 14_904 });
    expect(line.nextTier).toEqual({ addQuantity: 372, unitPrice: 130 });
    await buyer.clear();
  });

  it('groups lines by seller, in the order each seller’s first line was added', async () => {
    const other = await signUp(t.app, { name: 'Rahim Wholesale' });
    const a1 = await tiered();
    const b1 = await createProduct(t.database.db, { sellerId: other.id, minQuantity: 1, price: 10 });
    const a2 = await tiered({ price: 200, priceTiers: [] });
    for (const [id, q] of [
      [a1.id, 48],
      [b1.id, 5],
      [a2.id, 60],
    ] as const)
      expect((await buyer.put(id, q)).statusCode).toBe(200);
    const cart = (await buyer.cart()).json();
    expect(cart.groups.map((g: { seller: { name: string } }) => g.seller.name)).toEqual([
      'Karim Traders',
      'Rahim Wholesale',
    ]);
    expect(cart.groups[0].items.map((l: { productId: string }) => l.productId)).toEqual([a1.id, a2.id]);
    expect(cart.groups.map((g: { subtotal: number }) => g.subtotal)).toEqual([6960 + 12_000, 50]);
    expect(cart).toMatchObject({ total: 6960 + 12_000 + 50, lineCount: 3, ready: true });
    // Changing a line's quantity keeps its place.
    await buyer.put(a1.id, 96);
    const again = (await buyer.cart()).json();
    expect(again.groups[0].items.map((l: { productId: string }) => l.productId)).toEqual([a1.id, a2.id]);
    await buyer.clear();
  });

  it.each([
    ['BELOW_MOQ', 422, {}, 36, 48, /minimum order for this product is 48 units/],
    ['NOT_A_MULTIPLE', 422, {}, 50, 48, /packs of 12: order 48 or 60 units/],
    ['ABOVE_ORDER_LIMIT', 422, { maxOrderQuantity: 120 }, 132, 120, /At most 120 units per order/],
    ['OUT_OF_STOCK', 409, { stock: 60 }, 72, 60, /Only 60 units available/],
  ] as const)(
    'refuses %s with %i, naming the quantity and the allowed value, and stores nothing',
    async (code, status, overrides, quantity, _allowed, message) => {
      const p = await tiered(overrides);
      const res = await buyer.put(p.id, quantity);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({
        acknowledged: false,
        code,
        message: expect.stringMatching(message),
      });
      expect(res.json().fields.quantity).toMatch(message);
      expect((await linesOf(buyerSession)).find((l) => l.productId === p.id)).toBeUndefined();
    },
  );

  it('refuses a product not on sale (409), one’s own product (422) and an unknown one (404)', async () => {
    const pending = await tiered({ status: 'pending' });
    const blockedSeller = await signUp(t.app);
    const ofBlocked = await createProduct(t.database.db, { sellerId: blockedSeller.id, minQuantity: 1 });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${blockedSeller.id}/block`,
      headers: asCookie(admin),
    });
    for (const id of [pending.id, ofBlocked.id]) {
      const res = await buyer.put(id, 48);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'PRODUCT_UNAVAILABLE',
        fields: { productId: expect.any(String) },
      });
    }
    const own = await tiered();
    const mine = await asUser(t.app, seller).put(own.id, 48);
    expect(mine.statusCode).toBe(422);
    expect(mine.json()).toMatchObject({ code: 'OWN_PRODUCT', fields: { productId: expect.any(String) } });
    expect(await linesOf(seller)).toEqual([]);
    for (const id of ['8d1c6f62-1111-4222-8333-444455556666', 'not-a-uuid']) {
      const res = await buyer.put(id, 48);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'NOT_FOUND' });
    }
  });

  it('refuses a quantity that is not a positive whole number (400, naming quantity)', async () => {
    const p = await tiered();
    for (const quantity of [0, -12, 1.5, '48', null]) {
      const res = await buyer.send('PUT', `/api/cart/items/${p.id}`, { quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().fields).toHaveProperty('quantity');
    }
  });

  it('holds at most 100 lines: a 101st is refused (422, naming items), a change to a held line is not', async () => {
    const full = await signUp(t.app);
    const held = [];
    for (let i = 0; i < 99; i++)
      held.push(await createProduct(t.database.db, { sellerId: seller.id, minQuantity: 1 }));
    await t.database.db.insert(cartItems).values(
      held.map((p) => ({
        userId: full.id,
        productId: p.id,
        quantity: 1,
        acceptedUnitPricePoisha: p.pricePoisha,
      })),
    );
    // Eight lines at once into the last place: the buyer's writes run one at a time, so exactly one gets it.
    const racing = [];
    for (let i = 0; i < 8; i++)
      racing.push(await createProduct(t.database.db, { sellerId: seller.id, minQuantity: 1 }));
    const raced = await Promise.all(racing.map((p) => asUser(t.app, full).put(p.id, 1)));
    expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.statusCode === 422)).toHaveLength(7);
    expect(await linesOf(full)).toHaveLength(100);

    const extra = await createProduct(t.database.db, { sellerId: seller.id, minQuantity: 1 });
    const refused = await asUser(t.app, full).put(extra.id, 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { items: expect.stringMatching(/100/) },
    });
    const changed = await asUser(t.app, full).put(held[0]!.id, 2);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().lineCount).toBe(100);
  });
});

describe('DELETE /api/cart/items/:productId and DELETE /api/cart', () => {
  it('removes one line (404 when it is not in the cart), then empties the cart', async () => {
    const [a, b] = [await tiered(), await tiered()];
    await buyer.put(a.id, 48);
    await buyer.put(b.id, 48);
    const res = await buyer.remove(a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().groups[0].items.map((l: { productId: string }) => l.productId)).toEqual([b.id]);
    const again = await buyer.remove(a.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().fields).toHaveProperty('productId');
    expect((await buyer.remove('nope')).statusCode).toBe(404);

    // Another buyer's DELETE touches only their own (empty) cart.
    expect((await asUser(t.app, await signUp(t.app)).remove(b.id)).statusCode).toBe(404);
    expect((await linesOf(buyerSession)).map((l) => l.productId)).toEqual([b.id]);

    const cleared = await buyer.clear();
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ groups: [], total: 0, lineCount: 0, ready: false, notes: [] });
    expect(await linesOf(buyerSession)).toEqual([]);
  });
});

describe('GET /api/cart re-prices every line on every read', () => {
  it('shows what changed since the line was stored, each with the allowed value', async () => {
    const stockDrops = await tiered();
    const moqRises = await tiered();
    const blocked = await tiered();
    const fine = await tiered();
    for (const p of [stockDrops, moqRises, blocked, fine]) await buyer.put(p.id, 96);
    expect((await buyer.cart()).json().ready).toBe(true);

    const db = t.database.db;
    await db.update(products).set({ stock: 60 }).where(eq(products.id, stockDrops.id));
    await db.update(products).set({ minQuantity: 120 }).where(eq(products.id, moqRises.id));
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${blocked.id}/block`,
      headers: asCookie(admin),
    });

    const cart = (await buyer.cart()).json();
    const line = (id: string) => cart.groups[0].items.find((l: { productId: string }) => l.productId === id);
    expect(line(stockDrops.id).problem).toMatchObject({ code: 'OUT_OF_STOCK', allowed: 60 });
    expect(line(stockDrops.id).product.maxQuantity).toBe(60);
    expect(line(moqRises.id).problem).toMatchObject({ code: 'BELOW_MOQ', allowed: 120 });
    expect(line(blocked.id).problem).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', allowed: null });
    expect(line(fine.id).problem).toBeNull();
    // Lines that cannot be bought as they are count for nothing in the subtotal.
    for (const id of [stockDrops.id, moqRises.id, blocked.id]) expect(line(id).lineTotal).toBe(0);
    expect(cart.groups[0].subtotal).toBe(96 * 138);
    expect(cart).toMatchObject({ total: 96 * 138, lineCount: 4, ready: false });
    await buyer.clear();
  });
});
