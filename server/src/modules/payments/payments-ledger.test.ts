import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from './payments-test-kit.js';

// The ledger (issue 14 "Ledger"): every payment event, readable by admins with filters (gateway, type, a
// search by checkout, order or gateway id, Dhaka days) and exported as CSV with the same filters. Runs on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
let admin: Session;
/** What the events were made of: a paid and refunded bKash checkout, a failed SSLCommerz one. */
let paid: { checkoutId: string; orderId: string; trxId: string; refundId: string };
let failed: { checkoutId: string };

type Event = { type: string; gateway: string; checkoutId: string; orderId: string | null; amount: number };
const ledger = async (query: string) => {
  const res = await shop.call<{ events: Event[]; hasMore: boolean }>(
    admin,
    'GET',
    `/api/admin/payments${query}`,
  );
  expect(res.status).toBe(200);
  return res.body.events;
};
/** Dhaka's calendar day of an instant (UTC+6). */
const dhakaDay = (at: number) => new Date(at + 6 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  shop = await startPaymentsShop();
  buyer = await shop.signUp('Ledger Buyer');
  admin = await shop.signUpAdmin();

  const p = await shop.product({ price: 210.5, stock: 100 });
  const one = await shop.placeOnline(buyer, [{ productId: p.id, quantity: 10 }], 'bkash_online');
  await shop.followBkash(await shop.decideBkash(one.payment.redirectUrl, 'approve'));
  await shop.call(buyer, 'POST', `/api/orders/${one.orderIds[0]}/cancel`);
  const events = await shop.eventsOf(one.checkoutId);
  paid = {
    checkoutId: one.checkoutId,
    orderId: one.orderIds[0]!,
    trxId: events.find((e) => e.type === 'completed')!.gatewayTrxId!,
    refundId: events.find((e) => e.type === 'refunded')!.refundId!,
  };

  const q = await shop.product({ price: 99, stock: 100 });
  const two = await shop.placeOnline(buyer, [{ productId: q.id, quantity: 10 }], 'sslcommerz');
  const { returnUrl, fields } = await shop.decideSsl(two.payment.redirectUrl, 'fail');
  await shop.postForm(returnUrl, fields);
  failed = { checkoutId: two.checkoutId };
});
afterAll(() => shop.close());

describe('GET /api/admin/payments', () => {
  it('lists every event, newest first, with amounts in taka', async () => {
    const all = await ledger('');
    expect(all.map((e) => [e.gateway, e.type])).toEqual([
      ['sslcommerz', 'failed'],
      ['sslcommerz', 'initiated'],
      ['bkash', 'refunded'],
      ['bkash', 'completed'],
      ['bkash', 'initiated'],
    ]);
    expect(all.find((e) => e.type === 'completed')).toMatchObject({
      amount: 2105,
      gatewayTrxId: paid.trxId,
      currency: 'BDT',
    });
    expect(all.find((e) => e.type === 'refunded')).toMatchObject({
      orderId: paid.orderId,
      refundId: paid.refundId,
    });
  });

  it('filters by gateway, by type, and both', async () => {
    expect((await ledger('?gateway=sslcommerz')).map((e) => e.type)).toEqual(['failed', 'initiated']);
    expect((await ledger('?type=initiated')).map((e) => e.gateway)).toEqual(['sslcommerz', 'bkash']);
    expect((await ledger('?gateway=bkash&type=refunded')).map((e) => e.orderId)).toEqual([paid.orderId]);
    expect(await ledger('?gateway=sslcommerz&type=completed')).toEqual([]);
  });

  it('searches (q) by checkout, order, gateway transaction and refund id', async () => {
    expect((await ledger(`?q=${paid.checkoutId}`)).map((e) => e.type)).toEqual([
      'refunded',
      'completed',
      'initiated',
    ]);
    expect((await ledger(`?q=${failed.checkoutId}`)).map((e) => e.type)).toEqual(['failed', 'initiated']);
    expect((await ledger(`?q=${paid.orderId}`)).map((e) => e.type)).toEqual(['refunded']);
    expect((await ledger(`?q=${paid.trxId}`)).map((e) => e.type)).toEqual(['refunded', 'completed']);
    expect((await ledger(`?q=${paid.refundId}`)).map((e) => e.type)).toEqual(['refunded']);
    expect(await ledger('?q=nothing-like-this')).toEqual([]);
  });

  it('filters by Dhaka days and pages', async () => {
    const today = dhakaDay(Date.now());
    expect(await ledger(`?from=${today}&to=${today}`)).toHaveLength(5);
    expect(await ledger(`?from=${dhakaDay(Date.now() + 86_400_000)}`)).toEqual([]);
    const first = await shop.call(admin, 'GET', '/api/admin/payments?limit=2');
    expect(first.body).toMatchObject({ page: 1, limit: 2, hasMore: true });
    const last = await shop.call(admin, 'GET', '/api/admin/payments?limit=2&page=3');
    expect(last.body.events).toHaveLength(1);
    expect(last.body.hasMore).toBe(false);
  });

  it('is for admins only, and refuses bad filters naming the field', async () => {
    expect((await shop.call(null, 'GET', '/api/admin/payments')).status).toBe(401);
    expect((await shop.call(buyer, 'GET', '/api/admin/payments')).status).toBe(403);
    const bad = await shop.call(admin, 'GET', '/api/admin/payments?gateway=paypal');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ acknowledged: false, fields: { gateway: expect.any(String) } });
    const backwards = await shop.call(admin, 'GET', '/api/admin/payments?from=2025-02-02&to=2025-02-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toHaveProperty('to');
  });
});

describe('GET /api/admin/export/payments.csv', () => {
  it('exports the ledger as CSV, with the same filters', async () => {
    const res = await shop.call(admin, 'GET', '/api/admin/export/payments.csv?gateway=bkash');
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Time (Dhaka),Event,Gateway,Purpose,Amount (BDT),Checkout ID,Order ID,Gateway payment ID,Gateway transaction ID,Refund ID,Note',
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['refunded', 'completed', 'initiated']);
    const refunded = lines[1]!.split(',');
    expect(refunded.slice(2, 7)).toEqual(['bkash', 'full', '2105.00', paid.checkoutId, paid.orderId]);
    expect(refunded.slice(8, 10)).toEqual([paid.trxId, paid.refundId]);

    const all = await shop.call(admin, 'GET', '/api/admin/export/payments.csv');
    expect(all.text.trim().split(/\r?\n/)).toHaveLength(6);
    expect((await shop.call(buyer, 'GET', '/api/admin/export/payments.csv')).status).toBe(403);
  });
});

// Issue 28 (item 22): the sheet's times were '21 November 2026 at 22:40:05' (no spreadsheet reads that as a
// time), and a payment of a whole checkout left Order ID empty, so a payment could not be matched to its orders.
describe('the payments CSV: ISO 8601 times and the orders each event is about', () => {
  const sheet = async (query = '') => {
    const res = await shop.call(admin, 'GET', `/api/admin/export/payments.csv${query}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(','));
    return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!])));
  };

  it('writes each time as ISO 8601 at Dhaka’s offset, the same instant as the ledger’s (to the second)', async () => {
    const rows = await sheet();
    const events = await ledger('?limit=100');
    expect(rows).toHaveLength(events.length);
    rows.forEach((row, i) => {
      expect(row['Time (Dhaka)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+06:00$/);
      const at = Date.parse((events[i] as Event & { at: string }).at);
      expect(Date.parse(row['Time (Dhaka)']!)).toBe(Math.floor(at / 1000) * 1000);
    });
  });

  it('names the order of every event: the checkout’s order for its payment, the refunded one for a refund', async () => {
    const rows = await sheet(`?q=${paid.checkoutId}`);
    expect(rows.map((r) => [r.Event, r['Order ID']])).toEqual([
      ['refunded', paid.orderId],
      ['completed', paid.orderId],
      ['initiated', paid.orderId],
    ]);
  });

  it('names every order of a checkout over two sellers, oldest first, space-separated', async () => {
    const [a, b] = [await shop.product({ price: 50 }), await shop.product({ price: 60 })];
    const two = await shop.placeOnline(
      buyer,
      [
        { productId: a.id, quantity: 10 },
        { productId: b.id, quantity: 10 },
      ],
      'bkash_online',
    );
    expect(two.orderIds).toHaveLength(2);
    const rows = await sheet(`?q=${two.checkoutId}`);
    expect(rows.map((r) => [r.Event, r['Order ID']!.split(' ').sort()])).toEqual([
      ['initiated', [...two.orderIds].sort()],
    ]);
  });
});
