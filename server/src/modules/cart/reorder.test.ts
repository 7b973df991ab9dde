import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder, createProduct } from '../../../test/factories.js';
import { products } from '../../db/schema.js';
import { asUser } from './cart-test-kit.js';

// POST /api/orders/:id/reorder ("Buy again"): the order's lines go into the buyer's cart at today's prices.
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

type Line = { productId: string; quantity: number; unitPrice: number; problem: unknown };

describe('POST /api/orders/:id/reorder', () => {
  it('adds the lines at today’s prices, snaps changed rules, and skips (naming) what is no longer for sale', async () => {
    const seller = await signUp(t.app);
    const sellerApi = asUser(t.app, seller);
    const buyerSession = await signUp(t.app);
    const buyer = asUser(t.app, buyerSession);
    const make = (overrides: Parameters<typeof createProduct>[1]) =>
      createProduct(t.database.db, { sellerId: seller.id, minQuantity: 10, stock: 500, ...overrides });
    const repriced = await make({ productName: 'Jute sacks', price: 40 });
    const repacked = await make({ productName: 'Steel bolts', price: 5 });
    const withdrawn = await make({ productName: 'Clay pots', price: 90 });
    for (const [p, q] of [
      [repriced, 20],
      [repacked, 30],
      [withdrawn, 10],
    ] as const)
      await buyer.put(p.id, q);
    const placed = await buyer.checkout();
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orders[0]._id as string;

    // Since then: a new price, packs of 12 (30 is no longer valid), a listing taken down.
    await sellerApi.send('PATCH', `/api/update/${repriced.id}`, { price: 42.25 });
    await t.database.db
      .update(products)
      .set({ orderIncrement: 12, minQuantity: 12 })
      .where(eq(products.id, repacked.id));
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${withdrawn.id}/block`,
      headers: asCookie(admin),
    });

    const res = await buyer.reorder(orderId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ acknowledged: true });
    expect(answer.added).toEqual([
      { productId: repriced.id, productName: 'Jute sacks', quantity: 20 },
      { productId: repacked.id, productName: 'Steel bolts', quantity: 36 },
    ]);
    expect(answer.skipped).toEqual([
      { productId: withdrawn.id, productName: 'Clay pots', reason: 'This product is no longer for sale' },
    ]);
    expect(answer.cart.notes).toEqual([
      {
        productId: repacked.id,
        message: expect.stringMatching(/^30 units cannot be ordered .*: changed to 36$/),
      },
    ]);
    const lines: Line[] = answer.cart.groups[0].items;
    expect(lines.map((l) => [l.productId, l.quantity, l.unitPrice, l.problem])).toEqual([
      [repriced.id, 20, 42.25, null],
      [repacked.id, 36, 5, null],
    ]);
    expect(answer.cart.ready).toBe(true);

    // Again: the lines are set to the order's quantities, not added to.
    const twice = (await buyer.reorder(orderId)).json();
    expect(twice.cart.groups[0].items.map((l: Line) => l.quantity)).toEqual([20, 36]);
  });

  it('skips a line whose product was deleted, naming it from the order', async () => {
    const buyer = await signUp(t.app);
    const order = await createOrder(t.database.db, { buyerId: buyer.id, productName: 'Gone gadget' });
    await t.database.db.delete(products).where(eq(products.id, order.productId!));
    const answer = (await asUser(t.app, buyer).reorder(order.id)).json();
    expect(answer.added).toEqual([]);
    expect(answer.skipped).toEqual([
      { productId: null, productName: 'Gone gadget', reason: 'This product is no longer in the shop' },
    ]);
    expect(answer.cart).toMatchObject({ groups: [], lineCount: 0 });
  });

  it('is the buyer’s alone: anyone else, an admin included, gets 404, and so do ids that name nothing', async () => {
    const buyer = await signUp(t.app);
    const order = await createOrder(t.database.db, { buyerId: buyer.id });
    for (const who of [await signUp(t.app), admin]) {
      const res = await asUser(t.app, who).reorder(order.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'NOT_FOUND' });
    }
    for (const id of ['8d1c6f62-1111-4222-8333-444455556666', 'not-an-id'])
      expect((await asUser(t.app, buyer).reorder(id)).statusCode).toBe(404);
    expect((await asUser(t.app, buyer).reorder(order.id)).statusCode).toBe(200);
  });
});
