import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, productVariants, products, stockMovements } from '../../db/schema.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asUser } from '../cart/cart-test-kit.js';

// The stock history's triggers (migration 0040): an order and its cancel write movements with their order id
// and exact before/after, a product with variants records per variant (not again for the product's sum), a
// labelled write keeps its reason, actor and note, and a fall to the low-stock line tells the seller once.
let t: TestApp;
let seller: Session;
let buyer: ReturnType<typeof asUser>;

async function listing(payload: Record<string, unknown>) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: asCookie(seller),
    payload: {
      productName: 'Cotton Crew T-shirt',
      image: `/uploads/u/${randomUUID()}.webp`,
      brand: 'Mirpur Knit',
      category: 'Fashion & Apparel',
      description: 'Combed cotton, 180 GSM.',
      price: 200,
      minQuantity: 10,
      ...payload,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().insertedId as string;
  await t.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, id));
  return id;
}

const history = (productId: string) =>
  t.database.db
    .select({
      variantId: stockMovements.variantId,
      change: stockMovements.change,
      before: stockMovements.before,
      after: stockMovements.after,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
      actorId: stockMovements.actorId,
      note: stockMovements.note,
    })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.id));

const lowStockNotes = (productId: string) =>
  t.database.db
    .select({ data: notifications.data })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'low_stock'),
        eq(notifications.userId, seller.id),
        sql`${notifications.data}->>'productId' = ${productId}`,
      ),
    );

beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app, { name: 'Mirpur Garments' });
  buyer = asUser(t.app, await signUp(t.app, { name: 'Chattogram Retail' }));
});
afterAll(() => t.close());

describe('stock history', () => {
  it('labels a stock edit on the listing form a correction by its seller', async () => {
    const productId = await listing({ maxQuantity: 100 });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${productId}`,
      headers: asCookie(seller),
      payload: { maxQuantity: 130 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await history(productId)).toEqual([
      {
        variantId: null,
        change: 30,
        before: 100,
        after: 130,
        reason: 'correction',
        orderId: null,
        actorId: seller.id,
        note: null,
      },
    ]);
  });

  it('records an order and its cancel per variant, with the order id and exact before and after', async () => {
    const sku = `TEE-${randomUUID().slice(0, 8)}`;
    const productId = await listing({
      maxQuantity: 100,
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        { sku: `${sku}-M`, options: { Size: 'M' }, stock: 40 },
        { sku: `${sku}-L`, options: { Size: 'L' }, stock: 60 },
      ],
    });
    const variants = await t.database.db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const m = variants.find((v) => v.sku.endsWith('-M'))!.id;
    const l = variants.find((v) => v.sku.endsWith('-L'))!.id;
    // Creating the listing is not a movement.
    expect(await history(productId)).toEqual([]);

    const placed = await buyer.checkout({
      items: [
        { productId, variantId: m, quantity: 10 },
        { productId, variantId: l, quantity: 20 },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orders[0]._id as string;
    const base = { orderId, actorId: null, note: null, reason: 'order' };
    expect(await history(productId)).toEqual(
      expect.arrayContaining([
        { ...base, variantId: m, change: -10, before: 40, after: 30 },
        { ...base, variantId: l, change: -20, before: 60, after: 40 },
      ]),
    );
    expect(await history(productId)).toHaveLength(2);

    const cancelled = await buyer.send('POST', `/api/orders/${orderId}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await history(productId);
    expect(after).toHaveLength(4);
    expect(after.slice(2)).toEqual(
      expect.arrayContaining([
        { ...base, reason: 'cancel', variantId: m, change: 10, before: 30, after: 40 },
        { ...base, reason: 'cancel', variantId: l, change: 20, before: 40, after: 60 },
      ]),
    );
  });

  it('records a product without variants, keeps a labelled write, and tells the seller once per fall', async () => {
    const productId = await listing({ maxQuantity: 100 });
    await t.database.db.update(products).set({ lowStockThreshold: 70 }).where(eq(products.id, productId));

    // 100 -> 80: above the line, nobody told.
    expect((await buyer.checkout({ items: [{ productId, quantity: 20 }] })).statusCode).toBe(200);
    expect(await lowStockNotes(productId)).toHaveLength(0);
    // 80 -> 60: crosses it, told once; 60 -> 50: still below, not told again.
    const crossing = await buyer.checkout({ items: [{ productId, quantity: 20 }] });
    expect(crossing.statusCode, crossing.body).toBe(200);
    expect((await buyer.checkout({ items: [{ productId, quantity: 10 }] })).statusCode).toBe(200);
    const told = await lowStockNotes(productId);
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ productId, stock: 60, threshold: 70 });

    // A labelled write (what an adjustment does): its reason, actor and note; 50 -> 100 re-arms the alert.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('bb.stock_reason', 'received', true), set_config('bb.stock_actor', ${seller.id}, true), set_config('bb.stock_note', 'Lot 7', true)`,
      );
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + 50` })
        .where(eq(products.id, productId));
    });
    const rows = await history(productId);
    expect(rows.map((r) => [r.reason, r.change, r.before, r.after, r.orderId === null])).toEqual([
      ['order', -20, 100, 80, false],
      ['order', -20, 80, 60, false],
      ['order', -10, 60, 50, false],
      ['received', 50, 50, 100, true],
    ]);
    expect(rows[3]).toMatchObject({ actorId: seller.id, note: 'Lot 7', variantId: null });
    expect(rows[1]!.orderId).toBe(crossing.json().orders[0]._id);

    // Re-armed: the next fall to the line tells again; an unlabelled write is a 'correction'.
    await t.database.db.update(products).set({ stock: 70 }).where(eq(products.id, productId));
    expect(await lowStockNotes(productId)).toHaveLength(2);
    expect((await history(productId)).at(-1)).toMatchObject({
      reason: 'correction',
      change: -30,
      actorId: null,
    });
  });
});
