import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { sellerFinance } from '../../db/schema.js';
import { daysFromNow, deliveredSale, dhaka, payout, payoutRun, postAt } from './finance-read-test-kit.js';

// The platform's commission invoice per payout run: the commission and VAT that became final (the return window
// ended) after the seller's previous run and by this one, a later refund's reversal on the next run's, the
// seller's BIN; the admin's copy of anyone's, the seller's of their own only.
let t: TestApp;
let seller: Session;
let other: Session;
let admin: Session;
let dir: string;
let firstRun: string;
let secondRun: string;
const orders: Record<'october' | 'november' | 'open', string> = { october: '', november: '', open: '' };

beforeAll(async () => {
  t = await buildTestApp();
  [seller, other] = await Promise.all([signUp(t.app, { name: 'রহমান ট্রেডার্স' }), signUp(t.app)]);
  admin = await signUpAdmin(t.app, t.database.db);
  dir = await mkdtemp(join(tmpdir(), 'bb-commission-'));
  const db = t.database.db;
  await db.insert(sellerFinance).values({ userId: seller.id, bin: '0012345678901' });
  const sale = (total: number, commission: number, vat: number, at: string, availableAt: Date) =>
    deliveredSale(db, { sellerId: seller.id, total, commission, vat, at: dhaka(at), availableAt });
  orders.october = (await sale(32_000, 1_600, 240, '2025-10-20T10:00', dhaka('2025-10-27T10:00'))).order.id;
  orders.november = (await sale(100_000, 4_700, 705, '2025-11-05T10:00', dhaka('2025-11-12T10:00'))).order.id;
  // Delivered before the first run, but its window ends after it: the second run's.
  orders.open = (await sale(50_000, 2_500, 375, '2025-11-18T10:00', dhaka('2025-11-25T10:00'))).order.id;
  const run1 = await payoutRun(db, dhaka('2025-11-20T10:00'));
  firstRun = run1.id;
  await payout(db, {
    runId: run1.id,
    sellerId: seller.id,
    amount: 50_000,
    at: dhaka('2025-11-20T10:00'),
    outcome: 'sent',
    reference: 'BEFTN-123',
  });
  // A refund of ৳100 on November's order after its first invoice: reversed on the next one.
  await postAt(db, dhaka('2025-11-28T10:00'), {
    kind: 'refund_issued',
    key: `refund:${randomUUID()}`,
    orderId: orders.november,
    lines: [
      { account: `seller_payable:${seller.id}`, amountPoisha: 9_460 },
      { account: 'commission_income', amountPoisha: 470 },
      { account: 'vat_payable', amountPoisha: 70 },
      { account: 'gateway_clearing:bkash', amountPoisha: -10_000 },
    ],
  });
  // Still in its window at the second run: a later invoice's.
  await sale(40_000, 2_000, 300, '2025-11-29T10:00', daysFromNow(3));
  const run2 = await payoutRun(db, dhaka('2025-11-30T10:00'));
  secondRun = run2.id;
  await payout(db, { runId: run2.id, sellerId: seller.id, amount: 20_000, at: dhaka('2025-11-30T10:00') });
  await payout(db, { runId: run2.id, sellerId: other.id, amount: 60_000, at: dhaka('2025-11-30T10:00') });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const run = promisify(execFile);
async function textOf(pdf: Buffer): Promise<string> {
  const file = join(dir, `${randomUUID()}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[ \t]+/g, ' ');
}

const get = (who: Session | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? asCookie(who) : {} });

describe('the commission invoice of a payout run', () => {
  it('lists the commission and VAT that became final by the run, with the seller’s BIN and the shop', async () => {
    const res = await get(admin, `/api/admin/payout-runs/${firstRun}/invoices/${seller.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Commission invoice');
    expect(text).toContain('BulkBazar');
    expect(text).toContain('রহমান ট্রেডার্স');
    expect(text).toContain('BIN: 0012345678901');
    expect(text).toMatch(/CI-20251120-[0-9A-F]{8}/);
    expect(text).toMatch(new RegExp(`${orders.october} .*৳320\\.00 ৳16\\.00 ৳2\\.40`));
    expect(text).toMatch(new RegExp(`${orders.november} .*৳1,000\\.00 ৳47\\.00 ৳7\\.05`));
    expect(text).not.toContain(orders.open);
    expect(text).toMatch(/Commission ৳63\.00/);
    expect(text).toMatch(/VAT on commission \(15%\) ৳9\.45/);
    expect(text).toMatch(/Total commission with VAT ৳72\.45/);
    expect(text).toContain('BEFTN-123');
  });

  it("the next run's invoice has what became final since, and a later refund's reversal", async () => {
    const text = await textOf(
      (await get(seller, `/api/seller/finance/commission-invoices/${secondRun}.pdf`)).rawPayload,
    );
    expect(text).toMatch(new RegExp(`${orders.open} .*৳25\\.00 ৳3\\.75`));
    expect(text).toMatch(new RegExp(`${orders.november}[\\s\\S]*-৳4\\.70 -৳0\\.70`));
    expect(text).toContain('refund reversal');
    expect(text).not.toContain(orders.october);
    expect(text).toMatch(/Commission ৳20\.30/);
    expect(text).toMatch(/Total commission with VAT ৳23\.35/);
  });

  it('in Bengali for a Bengali reader', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/seller/finance/commission-invoices/${firstRun}.pdf`,
      headers: { ...asCookie(seller), cookie: `${asCookie(seller).cookie}; lang=bn` },
    });
    const text = await textOf(res.rawPayload);
    expect(text).toContain('কমিশন চালান');
    expect(text).toMatch(/ভ্যাটসহ মোট কমিশন ৳৭২\.৪৫/);
  });

  it("a seller gets only their own; a run without their payout, or another's, is 404; admins only on the admin route", async () => {
    expect((await get(other, `/api/seller/finance/commission-invoices/${firstRun}.pdf`)).statusCode).toBe(
      404,
    );
    expect((await get(other, `/api/seller/finance/commission-invoices/${secondRun}.pdf`)).statusCode).toBe(
      200,
    );
    expect(
      (await get(seller, `/api/admin/payout-runs/${firstRun}/invoices/${seller.id}.pdf`)).statusCode,
    ).toBe(403);
    expect((await get(null, `/api/seller/finance/commission-invoices/${firstRun}.pdf`)).statusCode).toBe(401);
    expect((await get(admin, `/api/admin/payout-runs/${firstRun}/invoices/${other.id}.pdf`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(admin, `/api/admin/payout-runs/${randomUUID()}/invoices/${seller.id}.pdf`)).statusCode,
    ).toBe(404);
    const bad = await get(seller, '/api/seller/finance/commission-invoices/not-a-run.pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('runId');
  });
});
