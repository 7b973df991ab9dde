import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { sellerFinance } from '../../db/schema.js';
import {
  adjustSeller,
  daysFromNow,
  deliveredSale,
  dhaka,
  payout,
  payoutRun,
} from './finance-read-test-kit.js';

// GET /api/seller/finance, …/orders, …/payouts over entries posted straight into the ledger: the split at
// available_at, the next payout, the per-order parts and their state, and that each seller reads only their own.
let t: TestApp;
let seller: Session;
let other: Session;
let stranger: Session;
const ids: Record<'older' | 'delivered' | 'pending', string> = { older: '', delivered: '', pending: '' };

beforeAll(async () => {
  t = await buildTestApp();
  [seller, other, stranger] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  const db = t.database.db;
  // The seller: ৳320 (parts 301.60 + 16.00 + 2.40) delivered in October, ৳1,000 (with ৳60 delivery) in
  // November — both past their window —, ৳500 delivered with its window still open; a ৳500 payout sent in
  // between; and a poisha's adjustment in their favour.
  ids.older = (
    await deliveredSale(db, {
      sellerId: seller.id,
      total: 32_000,
      commission: 1_600,
      vat: 240,
      at: dhaka('2025-10-20T10:00'),
      availableAt: dhaka('2025-10-27T10:00'),
    })
  ).order.id;
  ids.delivered = (
    await deliveredSale(db, {
      sellerId: seller.id,
      total: 100_000,
      delivery: 6_000,
      commission: 4_700,
      vat: 705,
      at: dhaka('2025-11-05T10:00'),
      availableAt: dhaka('2025-11-12T10:00'),
    })
  ).order.id;
  const run = await payoutRun(db, dhaka('2025-11-20T10:00'));
  await payout(db, {
    runId: run.id,
    sellerId: seller.id,
    amount: 50_000,
    at: dhaka('2025-11-20T10:00'),
    outcome: 'sent',
    reference: 'BEFTN-123',
  });
  ids.pending = (
    await deliveredSale(db, {
      sellerId: seller.id,
      total: 50_000,
      commission: 2_500,
      vat: 375,
      at: dhaka('2025-11-25T10:00'),
      availableAt: daysFromNow(5),
    })
  ).order.id;
  await adjustSeller(db, seller.id, 1, dhaka('2025-11-26T10:00'), 'Rounding');
  // The other seller: ৳200 available, ৳400 falling due in three days.
  await deliveredSale(db, {
    sellerId: other.id,
    total: 20_000,
    commission: 0,
    vat: 0,
    at: dhaka('2025-11-02T10:00'),
    availableAt: dhaka('2025-11-09T10:00'),
  });
  await deliveredSale(db, {
    sellerId: other.id,
    total: 40_000,
    commission: 0,
    vat: 0,
    at: daysFromNow(-4),
    availableAt: daysFromNow(3),
  });
  await db.insert(sellerFinance).values({
    userId: other.id,
    method: 'bkash',
    walletNumber: '01711111111',
    payoutsHeldUntil: daysFromNow(1),
  });
});
afterAll(() => t?.close());

const get = (who: Session | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? asCookie(who) : {} });

describe('GET /api/seller/finance', () => {
  it("splits the seller's balance at available_at, exact to the poisha, and lists their lines newest first", async () => {
    const res = await get(seller, '/api/seller/finance');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 301.60 + 945.95 − 500 + 0.01 available; 471.25 pending; 500 sent.
    expect(body).toMatchObject({ available: 747.56, pending: 471.25, paidOut: 500, inTransit: 0 });
    expect(body.nextPayout).toMatchObject({ amount: 747.56, minimum: 500, heldUntil: null, method: null });
    expect(body.nextPayout.from).not.toBeNull();
    expect(body.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['adjustment', 0.01],
      ['order_delivered', 471.25],
      ['payout_created', -500],
      ['order_delivered', 945.95],
      ['order_delivered', 301.6],
    ]);
    expect(body.entries[1]).toMatchObject({ orderId: ids.pending, available: false });
    expect(body.entries[3]).toMatchObject({ orderId: ids.delivered, available: true });
    expect(body.hasMore).toBe(false);
  });

  it('pages and filters the lines by Dhaka month', async () => {
    const first = (await get(seller, '/api/seller/finance?limit=2')).json();
    expect(first.entries).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const october = (await get(seller, '/api/seller/finance?month=2025-10')).json();
    expect(october.entries.map((e: { orderId: string }) => e.orderId)).toEqual([ids.older]);
    expect(october.month).toBe('2025-10');
    // The balances are the whole books', whichever month is shown.
    expect(october.available).toBe(747.56);
  });

  it('says when pending money will bring a balance below the minimum to a payout, and a payout hold', async () => {
    const body = (await get(other, '/api/seller/finance')).json();
    expect(body).toMatchObject({ available: 200, pending: 400, paidOut: 0 });
    expect(body.nextPayout).toMatchObject({ amount: 600, minimum: 500, method: 'bkash' });
    expect(Date.parse(body.nextPayout.from)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect(Date.parse(body.nextPayout.heldUntil)).toBeGreaterThan(Date.now());
  });

  it("shows each seller only their own books: another's lines never, a newcomer's empty", async () => {
    const theirs = (await get(other, '/api/seller/finance')).json();
    expect(theirs.entries).toHaveLength(2);
    expect(theirs.entries.map((e: { orderId: string }) => e.orderId)).not.toContain(ids.delivered);
    const none = (await get(stranger, '/api/seller/finance')).json();
    expect(none).toMatchObject({ available: 0, pending: 0, paidOut: 0, entries: [] });
    expect(none.nextPayout).toMatchObject({ amount: 0, from: null });
  });

  it('answers 401 signed out and 400 naming a malformed month', async () => {
    expect((await get(null, '/api/seller/finance')).statusCode).toBe(401);
    for (const month of ['2025-13', '25-11', '2025-1']) {
      const res = await get(seller, `/api/seller/finance?month=${month}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('month');
    }
  });
});

describe('GET /api/seller/finance/orders', () => {
  it("breaks each order's money into its parts; payouts settle the oldest available money first", async () => {
    const res = await get(seller, '/api/seller/finance/orders');
    expect(res.statusCode).toBe(200);
    const orders = res.json().orders as { orderId: string }[];
    expect(orders.map((o) => o.orderId)).toEqual([ids.pending, ids.delivered, ids.older]);
    expect(orders[1]).toMatchObject({
      goods: 940,
      deliveryCharge: 60,
      commission: 47,
      vat: 7.05,
      deliveryKept: 0,
      refunds: 0,
      net: 945.95,
      state: 'available',
    });
    // The ৳500 payout covered October's ৳301.60 in full, November's only in part.
    expect(orders[2]).toMatchObject({ net: 301.6, state: 'paid_out' });
    expect(orders[0]).toMatchObject({ net: 471.25, state: 'pending' });
  });

  it('filters by the month the money was booked, and is the seller’s own only', async () => {
    const november = (await get(seller, '/api/seller/finance/orders?month=2025-11')).json();
    expect(november.orders.map((o: { orderId: string }) => o.orderId)).toEqual([ids.pending, ids.delivered]);
    const theirs = (await get(other, '/api/seller/finance/orders')).json();
    expect(theirs.orders.map((o: { orderId: string }) => o.orderId)).not.toContain(ids.delivered);
    expect((await get(null, '/api/seller/finance/orders')).statusCode).toBe(401);
  });
});

describe('GET /api/seller/finance/payouts', () => {
  it('lists the seller’s payouts with their references; nobody else’s', async () => {
    const mine = (await get(seller, '/api/seller/finance/payouts')).json();
    expect(mine.payouts).toHaveLength(1);
    expect(mine.payouts[0]).toMatchObject({
      amount: 500,
      status: 'sent',
      reference: 'BEFTN-123',
      method: 'bank',
    });
    expect((await get(other, '/api/seller/finance/payouts')).json().payouts).toEqual([]);
    expect((await get(null, '/api/seller/finance/payouts')).statusCode).toBe(401);
  });
});
