import { takaToPoisha } from '@bulkbazar/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';
import { cartItems, checkouts, orderItems, orders, products } from '../../db/schema.js';

// Whole carts under load (PRODUCT.md "Cart and checkout"): many buyers check out overlapping 3-line carts at
// once over a few products with little stock. Every checkout is all or nothing, none deadlocks (stock is taken
// in product-id order), nothing is oversold, and the books balance: for each product, the units in orders that
// stand plus the stock left make the starting stock — also while orders are being cancelled. Runs on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL with a real pool, where the lock order matters.

let t: TestApp;
let buyers: Session[];
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', WRITE_RATE_LIMIT_MAX: '100000' });
  buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(t.app)));
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so a failing run can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Product = { id: string; stock: number; orderIncrement: number };
type Line = { productId: string; quantity: number };
/** POST /api/checkout's answer: a placed checkout, or the shared error shape. */
type Body = {
  checkoutId: string;
  orders: { _id: string; checkoutId: string; items: Line[] }[];
  code?: string;
};
type Reply = { statusCode: number; json: () => Body; lines: Line[] };

/** Five products of three sellers with little stock: packs of 1 or 2, two with volume prices. */
async function shelf(): Promise<Product[]> {
  const db = t.database.db;
  const sellers = await Promise.all([1, 2, 3].map(() => createUser(db)));
  const specs = [
    { stock: 80, orderIncrement: 1, price: 120 },
    { stock: 120, orderIncrement: 2, price: 75.5 },
    { stock: 50, orderIncrement: 1, price: 210, tiers: [{ minQuantity: 3, pricePoisha: takaToPoisha(199) }] },
    { stock: 96, orderIncrement: 2, price: 48 },
    {
      stock: 90,
      orderIncrement: 1,
      price: 99.99,
      tiers: [{ minQuantity: 4, pricePoisha: takaToPoisha(95) }],
    },
  ];
  return Promise.all(
    specs.map(async (s, i) => {
      const p = await createProduct(db, {
        sellerId: sellers[i % 3]!.id,
        price: s.price,
        minQuantity: s.orderIncrement,
        orderIncrement: s.orderIncrement,
        stock: s.stock,
        priceTiers: s.tiers ?? [],
      });
      return { id: p.id, stock: s.stock, orderIncrement: s.orderIncrement };
    }),
  );
}

/** Three distinct products of the shelf, each 1–3 packs, in a random order (not the lock order). */
function cartOf(shelfProducts: Product[], next: () => number): Line[] {
  const picked = [...shelfProducts].sort(() => next() - 0.5).slice(0, 3);
  return picked.map((p) => ({ productId: p.id, quantity: p.orderIncrement * (1 + Math.floor(next() * 3)) }));
}

const address = { shippingAddress: 'House 1, Road 2, Mirpur, Dhaka', phoneNumber: '01712345678' };

async function checkout(s: Session, lines: Line[] | undefined): Promise<Reply> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: asCookie(s),
    payload: { ...address, ...(lines ? { items: lines } : {}) },
  });
  return { statusCode: res.statusCode, json: () => res.json(), lines: lines ?? [] };
}

const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** Units of a product in orders that stand (not cancelled), from the stored lines. */
const unitsInOrders = async (id: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(sql`${orderItems.productId} = ${id} and ${orders.orderStatus} <> 'cancelled'`)
  )[0]!.n;

async function expectBooksBalance(shelfProducts: Product[]) {
  for (const p of shelfProducts) {
    const [left, sold] = [await stockOf(p.id), await unitsInOrders(p.id)];
    expect(left).toBeGreaterThanOrEqual(0);
    expect({ product: p.id, total: left + sold }).toEqual({ product: p.id, total: p.stock });
  }
}

/** A placed checkout holds exactly the lines asked for, split one order per seller; a refused one is a 409. */
function expectAllOrNothing(replies: Reply[]) {
  for (const r of replies) {
    expect(r.statusCode, JSON.stringify(r.json())).toBeLessThan(500);
    if (r.statusCode !== 200) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ acknowledged: false, code: 'OUT_OF_STOCK' });
      continue;
    }
    const body = r.json();
    const items = body.orders.flatMap((o) => o.items);
    const asked = r.lines.map((l) => `${l.productId}×${l.quantity}`).sort();
    expect(items.map((i) => `${i.productId}×${i.quantity}`).sort()).toEqual(asked);
    for (const o of body.orders) expect(o.checkoutId).toBe(body.checkoutId);
  }
}

/** Nothing in the database belongs to a refused checkout: the checkouts and orders are exactly the placed ones. */
async function expectNothingLeftBehind(placed: Reply[], shelfProducts: Product[]) {
  const db = t.database.db;
  const ids = shelfProducts.map((p) => p.id);
  const orderRows = await db
    .selectDistinct({ id: orders.id, checkoutId: orders.checkoutId })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(inArray(orderItems.productId, ids));
  const checkoutIds = new Set(orderRows.map((o) => o.checkoutId));
  expect(checkoutIds).toEqual(new Set(placed.map((r) => r.json().checkoutId)));
  expect(new Set(orderRows.map((o) => o.id))).toEqual(
    new Set(placed.flatMap((r) => r.json().orders.map((o) => o._id))),
  );
  const rows = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(inArray(checkouts.id, [...checkoutIds]));
  expect(rows).toHaveLength(checkoutIds.size);
}

describe('concurrent checkouts', () => {
  it('100 three-line checkouts over 5 products at once: no 5xx, no deadlock, all or nothing, the books balance', async () => {
    const items = await shelf();
    const next = random(13);
    const carts = Array.from({ length: 100 }, () => cartOf(items, next));
    const replies = await Promise.all(carts.map((lines, i) => checkout(buyers[i % buyers.length]!, lines)));
    const placed = replies.filter((r) => r.statusCode === 200);
    console.log(`100 concurrent checkouts on ${t.database.kind}: ${placed.length} placed`);
    expectAllOrNothing(replies);
    // Stock for about half the demand: both answers occur.
    expect(placed.length).toBeGreaterThan(5);
    expect(placed.length).toBeLessThan(100);
    await expectBooksBalance(items);
    await expectNothingLeftBehind(placed, items);
  });

  it('cancels placed orders while new checkouts run: every cancel returns its lines once, the books still balance', async () => {
    const items = await shelf();
    const next = random(29);
    const first = await Promise.all(
      Array.from({ length: 40 }, (_, i) => checkout(buyers[i % buyers.length]!, cartOf(items, next))),
    );
    const placed = first.filter((r) => r.statusCode === 200);
    expectAllOrNothing(first);
    const buyerOf = new Map(first.map((r, i) => [r, buyers[i % buyers.length]!]));
    // Every other placed checkout is cancelled, order by order, as 60 new checkouts arrive.
    const toCancel = placed
      .filter((_, i) => i % 2 === 0)
      .flatMap((r) => r.json().orders.map((o) => ({ id: o._id, by: buyerOf.get(r)! })));
    const [cancels, second] = await Promise.all([
      Promise.all(
        toCancel.map((o) =>
          t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/cancel`, headers: asCookie(o.by) }),
        ),
      ),
      Promise.all(
        Array.from({ length: 60 }, (_, i) => checkout(buyers[(i + 7) % buyers.length]!, cartOf(items, next))),
      ),
    ]);
    console.log(
      `${toCancel.length} cancels with 60 checkouts on ${t.database.kind}: ${second.filter((r) => r.statusCode === 200).length} placed`,
    );
    for (const c of cancels) expect(c.statusCode, c.body).toBe(200);
    expectAllOrNothing(second);
    await expectBooksBalance(items);
    await expectNothingLeftBehind([...placed, ...second.filter((r) => r.statusCode === 200)], items);
  });

  it('checks out 20 carts at once: a placed cart is emptied of its lines, a refused one is left as it was', async () => {
    const items = await shelf();
    const next = random(71);
    const db = t.database.db;
    const carts = buyers.map(() => cartOf(items, next).map((l) => ({ ...l, quantity: l.quantity * 2 })));
    // The cart as the cart module keeps it: one row per product, at the unit price the buyer accepted.
    const priceOf = new Map(
      (
        await db
          .select()
          .from(products)
          .where(
            inArray(
              products.id,
              items.map((p) => p.id),
            ),
          )
      ).map((p) => [p.id, p]),
    );
    const unitAt = (productId: string, q: number) => {
      const p = priceOf.get(productId)!;
      return [...p.priceTiers].reverse().find((tier) => tier.minQuantity <= q)?.pricePoisha ?? p.pricePoisha;
    };
    await db.insert(cartItems).values(
      buyers.flatMap((b, i) =>
        carts[i]!.map((l) => ({
          userId: b.id,
          productId: l.productId,
          quantity: l.quantity,
          acceptedUnitPricePoisha: unitAt(l.productId, l.quantity),
        })),
      ),
    );
    const replies = await Promise.all(
      buyers.map(async (b, i) => ({ ...(await checkout(b, undefined)), lines: carts[i]! })),
    );
    expectAllOrNothing(replies);
    const placed = replies.filter((r) => r.statusCode === 200);
    console.log(`20 concurrent cart checkouts on ${t.database.kind}: ${placed.length} placed`);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(20);
    for (const [i, b] of buyers.entries()) {
      const left = await db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, b.id));
      const kept = replies[i]!.statusCode === 200 ? [] : carts[i]!;
      expect(new Set(left)).toEqual(new Set(kept));
    }
    await expectBooksBalance(items);
    await expectNothingLeftBehind(placed, items);
  });

  it('reads a product id in either letter case as one product: no second line past the cap per order', async () => {
    const p = await createProduct(t.database.db, { minQuantity: 1, stock: 100, maxOrderQuantity: 10 });
    const res = await checkout(buyers[0]!, [
      { productId: p.id, quantity: 10 },
      { productId: p.id.toUpperCase(), quantity: 10 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [`items.${p.id}`]: 'Each product may appear once' },
    });
    expect(await stockOf(p.id)).toBe(100);
  });
});
