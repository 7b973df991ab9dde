import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { BANK_ACCOUNT, sellerWithMoney, setMethod } from './payouts-test-kit.js';

/** The cells of a CSV (quoted fields with doubled quotes, commas and newlines inside quotes), BOM dropped. */
function cells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endCell();
    } else if (!quoted && c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (quoted || c !== '\r') {
      cell += c;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

// A payout run's two files (issue 29 item 5): the BEFTN bulk-credit file for the bank payouts and the MFS bulk
// disbursement file for the wallets — only payouts still pending, amounts exact to the poisha, formula-safe.
describe('payout files', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await buildTestApp({
      AUTH_RATE_LIMIT_MAX: '10000',
      WRITE_RATE_LIMIT_MAX: '100000',
      BRAND_NAME: 'BulkBazar',
    });
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t?.close());

  const get = (url: string, s: Session = admin) => t.app.inject({ method: 'GET', url, headers: asCookie(s) });

  it('bank.csv in the BEFTN columns and mfs.csv in the bulk-disbursement columns, formula cells neutralised', async () => {
    const db = t.database.db;
    const bank = await sellerWithMoney(t.app, db, {
      available: 1_234_56,
      method: null,
      name: 'Karim Traders',
    });
    await setMethod(db, bank.id, { ...BANK_ACCOUNT, accountName: '=HYPERLINK("http://evil.example","pay")' });
    const bkash = await sellerWithMoney(t.app, db, { available: 600_00, name: '@Rahim Store' });
    const nagad = await sellerWithMoney(t.app, db, {
      available: 700_10,
      method: { method: 'nagad', walletNumber: '01811223344' },
      name: 'Nagad Seller',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payout-runs',
      headers: { ...asCookie(admin), 'idempotency-key': randomUUID() },
      payload: { sellerIds: [bank.id, bkash.id, nagad.id] },
    });
    const run = created.json();
    const idOf = (sellerId: string) =>
      run.payouts.find((p: { sellerId: string }) => p.sellerId === sellerId).id;
    const day = run.run.createdAt.slice(0, 10);

    const bankCsv = await get(`/api/admin/payout-runs/${run.run.id}/bank.csv`);
    expect(bankCsv.statusCode).toBe(200);
    expect(bankCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(bankCsv.headers['content-disposition']).toMatch(/^attachment; filename="payout-bank-.*\.csv"$/);
    expect(bankCsv.body.startsWith('\uFEFF')).toBe(true);
    expect(cells(bankCsv.body)).toEqual([
      [
        'Beneficiary Name',
        'Beneficiary Account Number',
        'Routing Number',
        'Bank Name',
        'Amount (BDT)',
        'Reference',
        'Narration',
        'Beneficiary Email',
      ],
      [
        `'=HYPERLINK("http://evil.example","pay")`,
        '1501203456789',
        '060261726',
        'BRAC Bank',
        '1234.56',
        idOf(bank.id),
        `BulkBazar payout ${day}`,
        bank.email,
      ],
    ]);

    const mfs = cells((await get(`/api/admin/payout-runs/${run.run.id}/mfs.csv`)).body);
    expect(mfs[0]).toEqual(['Wallet', 'Amount (BDT)', 'Reference', 'Name', 'Provider']);
    expect(mfs.slice(1)).toEqual([
      ['01711223344', '600.00', idOf(bkash.id), "'@Rahim Store", 'bkash'],
      ['01811223344', '700.10', idOf(nagad.id), 'Nagad Seller', 'nagad'],
    ]);
    const onlyNagad = cells((await get(`/api/admin/payout-runs/${run.run.id}/mfs.csv?provider=nagad`)).body);
    expect(onlyNagad.slice(1).map((r) => r[4])).toEqual(['nagad']);
    expect((await get(`/api/admin/payout-runs/${run.run.id}/mfs.csv?provider=paypal`)).statusCode).toBe(400);

    // A payout marked sent is never in a file again (it must not be paid twice).
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${idOf(bkash.id)}/sent`,
      headers: asCookie(admin),
      payload: { reference: 'BULK-1' },
    });
    const after = cells((await get(`/api/admin/payout-runs/${run.run.id}/mfs.csv`)).body);
    expect(after.slice(1).map((r) => r[2])).toEqual([idOf(nagad.id)]);
  });

  it('administrators only; an unknown run is a 404', async () => {
    const user = await signUp(t.app);
    const id = randomUUID();
    expect((await get(`/api/admin/payout-runs/${id}/bank.csv`, user)).statusCode).toBe(403);
    expect((await get(`/api/admin/payout-runs/${id}/mfs.csv`, user)).statusCode).toBe(403);
    expect((await get(`/api/admin/payout-runs/${id}/bank.csv`)).statusCode).toBe(404);
    expect((await get('/api/admin/payout-runs/not-a-run/mfs.csv')).statusCode).toBe(400);
  });
});
