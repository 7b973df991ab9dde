import { addDays, bpsOfPoisha, dhakaDay } from '@bulkbazar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { SETTINGS_CHANNEL } from '../../db/watched-settings.js';
import { orderItems, orders } from '../../db/schema.js';
import { lineCommission, vatOn } from '../ledger/order-money.js';
import { asUser, createCast } from '../rfq/rfq-test-kit.js';

// The commission in force is copied onto every order when it is placed (issue 29, decision 0026): each line's
// rate and amount, the order's commission (lines + the fixed fee, never more than the goods) and its VAT.
// A later change of the rules never touches a placed order.
let t: TestApp;
let admin: Session;
let buyer: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAdmin(t.app, t.database.db);
  buyer = await signUp(t.app);
});
afterAll(() => t?.close());

const send = (who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asCookie(who), payload });
const inDays = (n: number) => addDays(dhakaDay(new Date()), n);

async function setRules(body: object) {
  const res = await send(admin, 'PUT', '/api/admin/finance/commission', body);
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Announces a change written by hand, as a save announces it, and waits until this process has heard it (on
 * PostgreSQL the announcement reaches the listening connection a moment later): `who`'s rate in Electronics
 * (from the same copy checkouts use) reads `percent`.
 */
async function announce(who: Session, percent: number) {
  await t.database.notify(SETTINGS_CHANNEL, 'commission_rules');
  await answersWith(who, percent);
}

/**
 * Waits until the process answers with `percent` from its copy of the rules. Seeing a new value proves the
 * announcement that made it visible was heard only when the copy held another value until then; a test that
 * relies on nothing being in flight therefore waits for each save's own announcement this way (an announcement
 * still on its way would drop the copy later, and a change "nobody announced" would be read after all).
 */
async function answersWith(who: Session, percent: number) {
  await vi.waitFor(
    async () => {
      const res = await send(who, 'GET', '/api/me/commission?category=electronics-gadgets');
      expect(res.json().percent).toBe(percent);
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** Buy now of several lines (cash on delivery, no delivery table: no charge); the orders as answered. */
async function checkout(lines: { productId: string; quantity: number }[]) {
  const res = await send(buyer, 'POST', '/api/checkout', {
    items: lines,
    shippingAddress: 'House 12, Road 5, Dhaka',
    phoneNumber: '01712345678',
    paymentMethod: 'cod',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders as { _id: string; sellerName: string }[];
}

/** What the database holds of an order's commission: the order's and each line's. */
async function stored(orderId: string) {
  const [order] = await t.database.db
    .select({
      commission: orders.commissionPoisha,
      vat: orders.commissionVatPoisha,
      total: orders.totalPoisha,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const lines = await t.database.db
    .select({
      bps: orderItems.commissionBps,
      poisha: orderItems.commissionPoisha,
      total: orderItems.lineTotalPoisha,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return { ...order!, lines };
}

describe('the commission copied onto an order', () => {
  it('takes the seller override, else the category’s rate, else the default, and keeps it when the rules change', async () => {
    const overridden = await signUp(t.app, { name: 'Override Traders' });
    const other = await signUp(t.app, { name: 'Category Traders' });
    await setRules({
      defaultPercent: 5,
      fixedFee: 10,
      categories: { 'fashion-apparel': 8.25 },
      sellers: [{ sellerId: overridden.id, percent: 3.5, fixedFee: 2.5, endsOn: inDays(30) }],
    });
    // ৳123.45 × 10 = ৳1,234.50 a line.
    const shirtA = await createProduct(t.database.db, {
      sellerId: overridden.id,
      category: 'fashion-apparel',
      price: 123.45,
    });
    const radioA = await createProduct(t.database.db, { sellerId: overridden.id, price: 123.45 });
    const shirtB = await createProduct(t.database.db, {
      sellerId: other.id,
      category: 'fashion-apparel',
      price: 123.45,
    });
    const radioB = await createProduct(t.database.db, { sellerId: other.id, price: 123.45 });
    const placed = await checkout([
      { productId: shirtA.id, quantity: 10 },
      { productId: shirtB.id, quantity: 10 },
      { productId: radioA.id, quantity: 10 },
      { productId: radioB.id, quantity: 10 },
    ]);
    const orderOf = (name: string) => placed.find((o) => o.sellerName === name)!._id;

    // The override's 3.5 % on both of its lines (whatever their category): 43.2075 → ৳43.21 each; its own
    // fixed fee ৳2.50; VAT 15 % of ৳88.92 = 13.338 → ৳13.34.
    const a = await stored(orderOf('Override Traders'));
    expect(a.lines).toEqual([
      { bps: 350, poisha: 4321, total: 123_450 },
      { bps: 350, poisha: 4321, total: 123_450 },
    ]);
    expect(a).toMatchObject({ commission: 4321 * 2 + 250, vat: 1334 });
    // The category's 8.25 % (101.84625 → ৳101.85) and the default 5 % (61.725 → ৳61.73); the default fee ৳10.
    const b = await stored(orderOf('Category Traders'));
    expect(b.lines).toEqual([
      { bps: 825, poisha: 10_185, total: 123_450 },
      { bps: 500, poisha: 6173, total: 123_450 },
    ]);
    expect(b).toMatchObject({ commission: 10_185 + 6173 + 1000, vat: bpsOfPoisha(17_358, 1500) });
    expect(b.vat).toBe(2604);

    // New rules: the placed orders keep theirs; the next order takes the new ones at once.
    await setRules({ defaultPercent: 7, fixedFee: 0 });
    expect(await stored(orderOf('Override Traders'))).toEqual(a);
    expect(await stored(orderOf('Category Traders'))).toEqual(b);
    const [next] = await checkout([{ productId: shirtA.id, quantity: 10 }]);
    expect(await stored(next!._id)).toMatchObject({
      commission: 8642, // 7 % of ৳1,234.50 = 86.415 → ৳86.42
      lines: [{ bps: 700, poisha: 8642, total: 123_450 }],
    });
  });

  it('never takes more than the goods: a fixed fee above a small order takes the whole goods', async () => {
    await setRules({ defaultPercent: 10, fixedFee: 50 });
    const cheap = await createProduct(t.database.db, { price: 2, minQuantity: 10 });
    const [order] = await checkout([{ productId: cheap.id, quantity: 10 }]);
    // 10 % of ৳20 is ৳2, + ৳50 fee = ৳52 > ৳20 of goods: ৳20, VAT ৳3.
    expect(await stored(order!._id)).toEqual({
      commission: 2000,
      vat: 300,
      total: 2000,
      lines: [{ bps: 1000, poisha: 200, total: 2000 }],
    });
  });

  it('applies an override only until its end: after it, the category’s or the default rate', async () => {
    const seller = await signUp(t.app);
    await setRules({
      defaultPercent: 5,
      fixedFee: 0,
      sellers: [{ sellerId: seller.id, percent: 1, fixedFee: 0, endsOn: inDays(1) }],
    });
    const product = await createProduct(t.database.db, { sellerId: seller.id, price: 100 });
    const [during] = await checkout([{ productId: product.id, quantity: 10 }]);
    expect((await stored(during!._id)).lines[0]!.bps).toBe(100);
    // Its end reached (written by hand here).
    await t.database.db.execute(sql`update commission_rules set ends_at = now() where scope = 'seller'`);
    await announce(seller, 5);
    const [after] = await checkout([{ productId: product.id, quantity: 10 }]);
    expect((await stored(after!._id)).lines[0]!.bps).toBe(500);
  });

  it('is read from the copy in memory, which the rules’ change announcement refreshes', async () => {
    // 6 %, a value no earlier test left in the copy: once it is answered, the save's announcement was heard and
    // none is in flight (else one arriving late would drop the copy and let the unannounced change below show).
    await setRules({ defaultPercent: 6, fixedFee: 0 });
    await answersWith(buyer, 6);
    const product = await createProduct(t.database.db, { price: 100 });
    await t.database.db.execute(sql`update commission_rules set percent_bps = 700 where scope = 'default'`);
    await announce(buyer, 7);
    const [first] = await checkout([{ productId: product.id, quantity: 10 }]);
    expect((await stored(first!._id)).lines[0]!.bps).toBe(700);
    // A change nobody announced is not seen: checkouts do not read the table (no round trip of their own)…
    await t.database.db.execute(sql`update commission_rules set percent_bps = 900 where scope = 'default'`);
    const [unheard] = await checkout([{ productId: product.id, quantity: 10 }]);
    expect((await stored(unheard!._id)).lines[0]!.bps).toBe(700);
    // …until it is announced (a PUT announces itself, to every process).
    await announce(buyer, 9);
    const [heard] = await checkout([{ productId: product.id, quantity: 10 }]);
    expect((await stored(heard!._id)).lines[0]!.bps).toBe(900);
  });

  it('is copied onto an accepted quote’s order too', async () => {
    const c = await createCast(t.app, t.database.db);
    await setRules({
      defaultPercent: 5,
      fixedFee: 1,
      sellers: [{ sellerId: c.sellerA.who.id, percent: 2.5, fixedFee: 3, endsOn: inDays(3) }],
    });
    const rfq = (await c.buyer.ask({ productId: c.product.id, quantity: 40 })).json().rfq;
    const quote = (await c.sellerA.quote(rfq._id, { unitPrice: 90, quantity: 40 })).json().quote;
    const accepted = await asUser(t.app, c.buyer.who).accept(quote._id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // 2.5 % of ৳3,600 = ৳90, + the override's ৳3 fee; VAT 15 % of ৳93 = ৳13.95.
    expect(await stored(accepted.json().order._id)).toMatchObject({
      commission: 9300,
      vat: 1395,
      lines: [{ bps: 250, poisha: 9000, total: 360_000 }],
    });
  });
});

describe('the contract’s rounding', () => {
  it('is the ledger’s: bpsOfPoisha equals lineCommission and vatOn for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999_999 }),
        fc.integer({ min: 0, max: 10_000 }),
        (p, bps) => {
          expect(bpsOfPoisha(p, bps)).toBe(lineCommission(p, bps));
          expect(bpsOfPoisha(p, bps)).toBe(vatOn(p, bps));
        },
      ),
    );
  });
});
