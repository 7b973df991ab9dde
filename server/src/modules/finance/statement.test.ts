import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { sellerFinance } from '../../db/schema.js';
import { adjustSeller, deliveredSale, dhaka, parseCsv, payout, payoutRun } from './finance-read-test-kit.js';

// The monthly statement as PDF (read back with pdftotext) and CSV: the balance November opened with (October's
// sale), each line with the running balance, the closing balance; in English or Bengali; the seller's own only.
let t: TestApp;
let seller: Session;
let other: Session;
let dir: string;
let novemberOrder: string;

beforeAll(async () => {
  t = await buildTestApp();
  [seller, other] = await Promise.all([signUp(t.app, { name: 'রহমান ট্রেডার্স' }), signUp(t.app)]);
  dir = await mkdtemp(join(tmpdir(), 'bb-statement-'));
  const db = t.database.db;
  await db.insert(sellerFinance).values({ userId: seller.id, bin: '0012345678901' });
  await deliveredSale(db, {
    sellerId: seller.id,
    total: 32_000,
    commission: 1_600,
    vat: 240,
    at: dhaka('2025-10-31T23:30'), // still October in Dhaka (17:30 UTC)
    availableAt: dhaka('2025-11-07T23:30'),
  });
  novemberOrder = (
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
  // An operator's memo that a spreadsheet would run as a formula.
  await adjustSeller(db, seller.id, -1, dhaka('2025-11-30T23:59'), '=HYPERLINK("http://evil.example")');
  // December's line is not November's.
  await adjustSeller(db, seller.id, 500, dhaka('2025-12-01T00:00'), 'December');
  await deliveredSale(db, {
    sellerId: other.id,
    total: 70_000,
    commission: 0,
    vat: 0,
    at: dhaka('2025-11-10T10:00'),
    availableAt: dhaka('2025-11-17T10:00'),
  });
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

const get = (who: Session | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(who ? asCookie(who) : {}), ...headers } });

describe('the monthly statement', () => {
  it('PDF: opening balance, every line of the month with its running balance, closing balance', async () => {
    const res = await get(seller, '/api/seller/finance/statement.pdf?month=2025-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('statement-2025-11.pdf');
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Statement of account');
    expect(text).toContain('November 2025');
    expect(text).toContain('রহমান ট্রেডার্স');
    expect(text).toContain('BIN: 0012345678901');
    expect(text).toMatch(/Opening balance ৳301\.60/);
    expect(text).toMatch(/Order delivered .*৳945\.95 ৳1,247\.55/);
    expect(text).toContain(novemberOrder);
    expect(text).toMatch(/Payout .*-৳500\.00 ৳747\.55/);
    expect(text).toContain('Reference: BEFTN-123');
    expect(text).toMatch(/Closing balance ৳747\.54/);
    expect(text).not.toContain('December');
  });

  it('PDF in Bengali when the viewer reads Bengali', async () => {
    const res = await get(seller, '/api/seller/finance/statement.pdf?month=2025-11', {
      cookie: `${asCookie(seller).cookie}; lang=bn`,
    });
    expect(res.headers['content-language']).toBe('bn');
    const text = await textOf(res.rawPayload);
    expect(text).toContain('হিসাব বিবরণী');
    expect(text).toContain('নভেম্বর ২০২৫');
    expect(text).toMatch(/প্রারম্ভিক স্থিতি ৳৩০১\.৬০/);
    expect(text).toMatch(/সমাপনী স্থিতি ৳৭৪৭\.৫৪/);
  });

  it('CSV: an opening row, the lines, a closing row; formula-looking text made plain', async () => {
    const res = await get(seller, '/api/seller/finance/statement.csv?month=2025-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="statement-2025-11.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'Date (Dhaka)',
      'Description',
      'Order ID',
      'Reference',
      'Available from (Dhaka)',
      'Amount (BDT)',
      'Balance (BDT)',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[5], r[6]])).toEqual([
      ['Opening balance', '', '301.6'],
      ['Order delivered', '945.95', '1247.55'],
      ['Payout', '-500', '747.55'],
      ['Adjustment', '-0.01', '747.54'],
      ['Closing balance', '', '747.54'],
    ]);
    expect(rows[2]![0]).toBe('2025-11-05T10:00:00+06:00');
    expect(rows[2]![2]).toBe(novemberOrder);
    expect(rows[3]![3]).toBe('BEFTN-123');
    expect(rows[4]![3]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('CSV headers in Bengali with ?lang=bn', async () => {
    const res = await get(seller, '/api/seller/finance/statement.csv?month=2025-11&lang=bn');
    const rows = parseCsv(res.body);
    expect(rows[0]![0]).toBe('তারিখ (ঢাকা)');
    expect(rows[1]![1]).toBe('প্রারম্ভিক স্থিতি');
  });

  it("is each seller's own: another seller's statement holds only their lines; signed out 401; a month is required", async () => {
    const rows = parseCsv((await get(other, '/api/seller/finance/statement.csv?month=2025-11')).body);
    expect(rows.slice(1).map((r) => [r[1], r[6]])).toEqual([
      ['Opening balance', '0'],
      ['Order delivered', '700'],
      ['Closing balance', '700'],
    ]);
    expect((await get(null, '/api/seller/finance/statement.pdf?month=2025-11')).statusCode).toBe(401);
    const missing = await get(seller, '/api/seller/finance/statement.csv');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('month');
  });
});
