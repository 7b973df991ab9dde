import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder } from '../../../test/factories.js';
import {
  adjustSeller,
  deliveredSale,
  dhaka,
  parseCsv,
  payout,
  payoutRun,
  postAt,
} from './finance-read-test-kit.js';

// GET /api/admin/finance/summary (and its CSV) over three Dhaka days of March 2025, with entries posted straight
// into the ledger: GMV from orders placed, the accounts' movements by day, balances at the range's end, and a
// trial balance of zero.
let t: TestApp;
let admin: Session;
let seller: Session;
let user: Session;
const range = 'from=2025-03-01&to=2025-03-03';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await signUpAdmin(t.app, db);
  [seller, user] = await Promise.all([signUp(t.app), signUp(t.app)]);
  const placed = (total: number, at: string, orderStatus = 'pending') =>
    createOrder(db, { totalPoisha: total, createdAt: dhaka(at), orderStatus });
  await placed(100_000, '2025-03-01T10:00');
  await placed(50_000, '2025-03-02T23:30'); // 17:30 UTC: still the 2nd in Dhaka
  await placed(25_000, '2025-03-03T00:30'); // 18:30 UTC on the 2nd: the 3rd in Dhaka
  await placed(80_000, '2025-03-02T12:00', 'cancelled');
  await placed(70_000, '2025-03-02T12:00', 'awaiting_payment');
  await placed(90_000, '2025-02-28T23:59');
  await placed(90_000, '2025-03-04T00:00');
  await postAt(db, dhaka('2025-03-01T10:05'), {
    kind: 'payment_received',
    key: `payment:${randomUUID()}`,
    lines: [
      { account: 'gateway_clearing:bkash', amountPoisha: 100_000 },
      { account: 'buyer_funds', amountPoisha: -100_000 },
    ],
  });
  const { order } = await deliveredSale(db, {
    sellerId: seller.id,
    total: 100_000,
    commission: 4_700,
    vat: 705,
    at: dhaka('2025-03-02T15:00'),
    availableAt: dhaka('2025-03-09T15:00'),
  });
  await postAt(db, dhaka('2025-03-02T16:00'), {
    kind: 'cod_collected',
    key: `cod:${randomUUID()}`,
    lines: [
      { account: 'cod_receivable:pathao', amountPoisha: 50_000 },
      { account: 'buyer_funds', amountPoisha: -50_000 },
    ],
  });
  await postAt(db, dhaka('2025-03-03T11:00'), {
    kind: 'remittance_received',
    key: `remittance:${randomUUID()}`,
    lines: [
      { account: 'bank', amountPoisha: 30_000 },
      { account: 'courier_fees', amountPoisha: 500 },
      { account: 'cod_receivable:pathao', amountPoisha: -30_500 },
    ],
  });
  await postAt(db, dhaka('2025-03-03T12:00'), {
    kind: 'refund_issued',
    key: `refund:${randomUUID()}`,
    orderId: order.id,
    lines: [
      { account: `seller_payable:${seller.id}`, amountPoisha: 9_460 },
      { account: 'commission_income', amountPoisha: 470 },
      { account: 'vat_payable', amountPoisha: 70 },
      { account: 'gateway_clearing:bkash', amountPoisha: -10_000 },
    ],
  });
  const run = await payoutRun(db, dhaka('2025-03-02T09:00'));
  // Created on the 2nd, sent on the 3rd.
  await payout(db, {
    runId: run.id,
    sellerId: seller.id,
    amount: 50_000,
    at: dhaka('2025-03-02T09:00'),
    outcome: 'sent',
  });
  // A seller who owes the shop ৳20 (a debit to their payable, against income).
  await adjustSeller(db, user.id, -2_000, dhaka('2025-03-01T08:00'), 'Chargeback');
  // After the range: counted nowhere in it.
  await deliveredSale(db, {
    sellerId: seller.id,
    total: 20_000,
    commission: 1_000,
    vat: 150,
    at: dhaka('2025-03-04T00:00'),
    availableAt: dhaka('2025-03-11T00:00'),
    placedAt: dhaka('2025-03-04T00:00'),
  });
});
afterAll(() => t?.close());

const get = (who: Session | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(who ? asCookie(who) : {}), ...headers } });

describe('GET /api/admin/finance/summary', () => {
  it('sums the range: GMV of orders placed, commission and refunds moved, payouts sent; balances at its end', async () => {
    const res = await get(admin, `/api/admin/finance/summary?${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2025-03-01',
      to: '2025-03-03',
      gmv: 1_750,
      orders: 3,
      // ৳47 on delivery, ৳4.70 back with the refund, ৳20 of the adjustment taken from the seller.
      commission: 62.3,
      vat: 6.35,
      // 945.95 − 94.60 refunded − 500 paid out.
      owedToSellers: 351.35,
      owedBySellers: 20,
      paidOut: 500,
      codOutstanding: {
        total: 195,
        byCourier: [
          { courier: 'steadfast', amount: 0 },
          { courier: 'pathao', amount: 195 },
          { courier: 'redx', amount: 0 },
        ],
      },
      refunds: 100,
      trialBalance: 0,
      byDay: [
        { date: '2025-03-01', gmv: 1_000, commission: 20, refunds: 0 },
        { date: '2025-03-02', gmv: 500, commission: 47, refunds: 0 },
        { date: '2025-03-03', gmv: 250, commission: -4.7, refunds: 100 },
      ],
    });
  });

  it('defaults to the last 30 Dhaka days, and refuses a range backwards or longer than a year', async () => {
    const body = (await get(admin, '/api/admin/finance/summary')).json();
    expect(body.byDay).toHaveLength(30);
    expect(body.trialBalance).toBe(0);
    const backwards = await get(admin, '/api/admin/finance/summary?from=2025-03-03&to=2025-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('to');
    const long = await get(admin, '/api/admin/finance/summary?from=2024-01-01&to=2025-03-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('to');
    expect((await get(admin, '/api/admin/finance/summary?from=2025-02-30')).statusCode).toBe(400);
    // Year 1 is a date, but not one the books hold (it answered 500: the database has no year 0 before it).
    const ancient = await get(admin, '/api/admin/finance/summary?from=0001-01-01&to=0001-12-31');
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json().fields).toHaveProperty('from');
  });

  it('is for administrators: 403 for a seller, 401 signed out', async () => {
    expect((await get(seller, '/api/admin/finance/summary')).statusCode).toBe(403);
    expect((await get(null, '/api/admin/finance/summary')).statusCode).toBe(401);
    expect((await get(seller, '/api/admin/finance/summary.csv')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/finance/summary.csv', () => {
  it('a row per day, the totals and the balances; English headers by default', async () => {
    const res = await get(admin, `/api/admin/finance/summary.csv?${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="finance-2025-03-01-2025-03-03.csv"',
    );
    const rows = parseCsv(res.body);
    expect(rows.slice(0, 5)).toEqual([
      ['Date (Dhaka)', 'GMV (BDT)', 'Commission (BDT)', 'Refunds (BDT)'],
      ['2025-03-01', '1000', '20', '0'],
      ['2025-03-02', '500', '47', '0'],
      // A negative amount stays a number (not text made harmless with an apostrophe).
      ['2025-03-03', '250', '-4.7', '100'],
      ['Total', '1750', '62.3', '100'],
    ]);
    expect(rows).toContainEqual(['COD outstanding: pathao (2025-03-03)', '195', '', '']);
    expect(rows).toContainEqual(['Trial balance', '0', '', '']);
  });

  it('Bengali headers for a Bengali reader', async () => {
    const res = await get(admin, `/api/admin/finance/summary.csv?${range}`, {
      'accept-language': 'bn-BD,bn;q=0.9',
    });
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['তারিখ (ঢাকা)', 'জিএমভি (টাকা)', 'কমিশন (টাকা)', 'টাকা ফেরত (টাকা)']);
    expect(rows[4]![0]).toBe('মোট');
  });
});
