import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import {
  companies,
  companyCredit,
  companyMembers,
  creditInvoices,
  creditPayments,
  ledgerEntries,
  users,
} from '../../db/schema.js';
import { ledgerQueries, postEntry } from '../ledger/ledger.repo.js';
import { creditDrawn } from '../ledger/postings-credit.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { createCreditRepo } from './credit.repo.js';

// A company pays its invoices online (issue 31 item 4): started through the checkout's gateway clients against
// the bKash and SSLCommerz stand-ins over HTTP, confirmed only by the gateway, applied once in one transaction
// (invoices paid, credit available again, the ledger's credit_repaid entry). PGlite, and PostgreSQL with
// TEST_DATABASE_URL.

let shop: PaymentsShop;
let admin: Session;
beforeAll(async () => {
  shop = await startPaymentsShop();
  admin = await shop.signUpAdmin();
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.control('bkash', { reset: true });
  await shop.control('sslcommerz', { reset: true });
});

/** A verified company with ৳10,000 of credit on Net 30 and one invoice per amount, each drawn as a checkout does. */
async function companyWithInvoices(amounts: number[]) {
  const owner = await shop.signUp('Rahim Owner');
  await withPhone(owner);
  const made = await shop.call(owner, 'POST', '/api/companies', {
    name: `Karnaphuli Traders ${randomUUID().slice(0, 6)}`,
    tradeLicence: 'TRAD/CCC/2024/118',
    bin: '0012345678901',
    tin: '123456789012',
    location: { division: 'chattogram', district: 'chattogram', area: 'kotwali' },
    address: '12 Khatunganj Road, Chattogram 4000',
  });
  expect(made.status, made.text).toBe(201);
  const companyId = made.body.company.id as string;
  await shop.db.update(companies).set({ verifiedAt: new Date() }).where(eq(companies.id, companyId));
  const limit = await shop.call(admin, 'PUT', `/api/admin/companies/${companyId}/credit`, {
    limit: 10_000,
    termsDays: 30,
  });
  expect(limit.status, limit.text).toBe(200);
  const repo = createCreditRepo(shop.db);
  const invoices = [];
  for (const amountPoisha of amounts) {
    const checkoutId = randomUUID();
    const drawn = await repo.drawAlone(companyId, amountPoisha, checkoutId, new Date());
    if (!('invoice' in drawn)) throw new Error(`draw refused: ${drawn.reason}`);
    // The checkout posts its credit_drawn entry (the orders module's); here as it would.
    await postEntry(shop.db, creditDrawn({ checkoutId, companyId, amountPoisha }));
    invoices.push(drawn.invoice);
  }
  return { owner, companyId, invoices, ids: invoices.map((i) => i.id) };
}

/** SSLCommerz's page asks for the payer's phone: a verified one, as phone sign-in leaves it. */
const withPhone = (who: Session) =>
  shop.db
    .update(users)
    .set({ phoneNumber: `+88017${String(Math.random()).slice(2, 10)}`, phoneNumberVerified: true })
    .where(eq(users.id, who.id));

async function member(companyId: string, role: 'buyer' | 'approver' | 'finance') {
  const who = await shop.signUp(`A ${role}`);
  await withPhone(who);
  await shop.db.insert(companyMembers).values({ companyId, userId: who.id, role });
  return who;
}

const receivable = async (companyId: string) =>
  (await ledgerQueries(shop.db).balances()).get(`credit_receivable:${companyId}`) ?? 0;
const usedOf = async (companyId: string) =>
  (await shop.db.select().from(companyCredit).where(eq(companyCredit.companyId, companyId)))[0]!.usedPoisha;
const invoicesOf = (companyId: string) =>
  shop.db.select().from(creditInvoices).where(eq(creditInvoices.companyId, companyId));
const paymentOf = async (id: string) =>
  (await shop.db.select().from(creditPayments).where(eq(creditPayments.id, id)))[0]!;
const repaidEntries = (paymentId: string) =>
  shop.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'credit_repaid'), eq(ledgerEntries.key, `credit-paid:${paymentId}`)));

const pay = (who: Session, companyId: string, invoiceIds: string[], method: string) =>
  shop.call(who, 'POST', `/api/companies/${companyId}/invoices/pay`, { invoiceIds, method });

describe('paying invoices by bKash', () => {
  it('two invoices: start → the payer approves → callback: both paid, credit available again, the ledger repaid once', async () => {
    const { owner, companyId, ids } = await companyWithInvoices([150_000, 2_550]);
    expect(await usedOf(companyId)).toBe(152_550);
    const owed = await receivable(companyId);
    expect(owed).toBe(152_550);

    const started = await pay(owner, companyId, ids, 'bkash');
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({
      amountPoisha: 152_550,
      redirectUrl: expect.stringContaining('/_fake/bkash/'),
    });
    const paymentId = started.body.paymentId as string;
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'started',
      method: 'bkash_online',
      amountPoisha: 152_550,
      gatewayRef: expect.stringMatching(/^TR0011/),
      startedBy: owner.id,
    });

    const callback = await shop.decideBkash(started.body.redirectUrl, 'approve');
    expect(new URL(callback).pathname).toBe('/api/credit-payments/bkash/callback');
    const landed = await shop.followBkash(callback);
    expect(landed).toEqual({ status: 303, location: `/company/credit?payment=${paymentId}&status=paid` });

    expect((await invoicesOf(companyId)).map((i) => [i.status, i.paidPoisha === i.amountPoisha])).toEqual([
      ['paid', true],
      ['paid', true],
    ]);
    expect(await usedOf(companyId)).toBe(0);
    const listed = await shop.call(owner, 'GET', `/api/companies/${companyId}/invoices`);
    expect(listed.body.credit).toMatchObject({ usedPoisha: 0, availablePoisha: 1_000_000 });
    const paid = await paymentOf(paymentId);
    expect(paid).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect(paid.transactionId).toMatch(/^[A-Z0-9]{10}$/);
    // What the company owes is what it was, less the payment; the books still balance.
    expect(await receivable(companyId)).toBe(owed - 152_550);
    expect(await ledgerQueries(shop.db).trialBalance()).toBe(0);
    expect(await repaidEntries(paymentId)).toHaveLength(1);
    expect((await ledgerQueries(shop.db).balances()).get('gateway_clearing:bkash')).toBeGreaterThanOrEqual(
      152_550,
    );

    // bKash sends the same return again (a reload): answered as before, nothing applied twice, no second execute.
    expect(await shop.followBkash(callback)).toEqual(landed);
    expect(await repaidEntries(paymentId)).toHaveLength(1);
    expect(await usedOf(companyId)).toBe(0);
    expect(await receivable(companyId)).toBe(owed - 152_550);
    expect((await shop.counts('bkash')).execute).toBe(1);
    // Paid invoices cannot be paid again.
    const again = await pay(owner, companyId, ids, 'bkash');
    expect(again.status).toBe(409);
    expect(again.body.fields).toHaveProperty('invoiceIds');
  });

  for (const decision of ['fail', 'cancel'] as const) {
    it(`the payer's ${decision} changes nothing but the payment (failed); the invoices can be paid again`, async () => {
      const { owner, companyId, ids } = await companyWithInvoices([40_000]);
      const started = await pay(owner, companyId, ids, 'bkash');
      const paymentId = started.body.paymentId as string;
      const landed = await shop.followBkash(await shop.decideBkash(started.body.redirectUrl, decision));
      expect(landed.location).toBe(`/company/credit?payment=${paymentId}&status=failed`);
      expect(await paymentOf(paymentId)).toMatchObject({ status: 'failed', transactionId: null });
      expect((await invoicesOf(companyId))[0]).toMatchObject({ status: 'open', paidPoisha: 0 });
      expect(await usedOf(companyId)).toBe(40_000);
      expect(await receivable(companyId)).toBe(40_000);
      expect(await repaidEntries(paymentId)).toHaveLength(0);
      expect((await shop.counts('bkash')).execute).toBe(0);
      expect((await pay(owner, companyId, ids, 'bkash')).status).toBe(200);
    });
  }

  it('bKash reporting another amount than the stored one: refused, nothing paid, the execute claim cleared', async () => {
    const { owner, companyId, ids } = await companyWithInvoices([40_000]);
    await shop.control('bkash', { amountOverride: '12.00' });
    const started = await pay(owner, companyId, ids, 'bkash');
    const paymentId = started.body.paymentId as string;
    const landed = await shop.followBkash(await shop.decideBkash(started.body.redirectUrl, 'approve'));
    expect(landed.location).toBe(`/company/credit?payment=${paymentId}&status=failed`);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'failed', transactionId: null });
    expect((await invoicesOf(companyId))[0]).toMatchObject({ status: 'open', paidPoisha: 0 });
    expect(await usedOf(companyId)).toBe(40_000);
    expect(await repaidEntries(paymentId)).toHaveLength(0);
  });

  it('a return forged with a failure status, from someone other than the payer, changes nothing', async () => {
    const { owner, companyId, ids } = await companyWithInvoices([40_000]);
    const started = await pay(owner, companyId, ids, 'bkash');
    const paymentId = started.body.paymentId as string;
    const ref = (await paymentOf(paymentId)).gatewayRef!;
    const forged = await shop.followBkash(
      `${shop.base}/api/credit-payments/bkash/callback?paymentID=${ref}&status=cancel`,
    );
    expect(forged.location).toBe(`/company/credit?payment=${paymentId}&status=pending`);
    expect((await paymentOf(paymentId)).status).toBe('started');
    // The real approval still goes through.
    const landed = await shop.followBkash(await shop.decideBkash(started.body.redirectUrl, 'approve'));
    expect(landed.location).toBe(`/company/credit?payment=${paymentId}&status=paid`);
  });
});

describe('paying invoices by SSLCommerz', () => {
  it('IPN then the return: paid once (validated with SSLCommerz), the repeated IPN changes nothing', async () => {
    const { owner, companyId, ids } = await companyWithInvoices([99_990, 300_000]);
    const finance = await member(companyId, 'finance');
    const started = await pay(finance, companyId, ids, 'sslcommerz');
    expect(started.status, started.text).toBe(200);
    expect(started.body.redirectUrl).toContain('/_fake/sslcommerz/pay/');
    const paymentId = started.body.paymentId as string;

    const { returnUrl, fields } = await shop.decideSsl(started.body.redirectUrl, 'approve');
    expect(fields).toMatchObject({ status: 'VALID', tran_id: paymentId, amount: '3999.90' });
    // The IPN came first, server to server, and was validated: the invoices are paid already.
    expect((await paymentOf(paymentId)).status).toBe('paid');
    expect(new URL(returnUrl).pathname).toBe('/api/credit-payments/sslcommerz/success');
    const landed = await shop.postForm(returnUrl, fields);
    expect(landed).toMatchObject({
      status: 303,
      location: `/company/credit?payment=${paymentId}&status=paid`,
    });
    const ipn = await shop.postForm(`${shop.base}/api/credit-payments/sslcommerz/ipn`, fields);
    expect(JSON.parse(ipn.text)).toEqual({ received: true, result: 'paid' });

    expect((await invoicesOf(companyId)).every((i) => i.status === 'paid')).toBe(true);
    expect(await usedOf(companyId)).toBe(0);
    expect(await receivable(companyId)).toBe(0);
    expect(await repaidEntries(paymentId)).toHaveLength(1);
    expect(await ledgerQueries(shop.db).trialBalance()).toBe(0);
    expect((await paymentOf(paymentId)).transactionId).toBe(fields.bank_tran_id);
    expect((await shop.counts('sslcommerz')).validation).toBeGreaterThanOrEqual(1);
    expect((await shop.call(owner, 'GET', `/api/companies/${companyId}/invoices`)).body.credit).toMatchObject(
      {
        availablePoisha: 1_000_000,
      },
    );
  });

  it('three returns and three IPNs at once apply the payment once', async () => {
    const { owner, companyId, ids } = await companyWithInvoices([120_000, 30_000]);
    await shop.control('sslcommerz', { skipIpn: true });
    const started = await pay(owner, companyId, ids, 'sslcommerz');
    const paymentId = started.body.paymentId as string;
    const { returnUrl, fields } = await shop.decideSsl(started.body.redirectUrl, 'approve');
    expect((await paymentOf(paymentId)).status).toBe('started');
    const ipnUrl = `${shop.base}/api/credit-payments/sslcommerz/ipn`;
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => shop.postForm(returnUrl, fields)),
      ...[1, 2, 3].map(() => shop.postForm(ipnUrl, fields)),
    ]);
    expect(answers.slice(0, 3).map((a) => a.location)).toEqual(
      Array(3).fill(`/company/credit?payment=${paymentId}&status=paid`),
    );
    expect(answers.slice(3).map((a) => JSON.parse(a.text).result)).toEqual(['paid', 'paid', 'paid']);
    expect(await repaidEntries(paymentId)).toHaveLength(1);
    expect((await invoicesOf(companyId)).map((i) => [i.status, i.paidPoisha - i.amountPoisha])).toEqual([
      ['paid', 0],
      ['paid', 0],
    ]);
    expect(await usedOf(companyId)).toBe(0);
    expect(await receivable(companyId)).toBe(0);
  });

  it('an amount the gateway reports that is not the stored one is refused: nothing is paid', async () => {
    const { owner, companyId, ids } = await companyWithInvoices([50_000]);
    await shop.control('sslcommerz', { amountOverride: '12.00' });
    const started = await pay(owner, companyId, ids, 'sslcommerz');
    const paymentId = started.body.paymentId as string;
    const { returnUrl, fields } = await shop.decideSsl(started.body.redirectUrl, 'approve');
    const landed = await shop.postForm(returnUrl, fields);
    expect(landed.location).toBe(`/company/credit?payment=${paymentId}&status=failed`);
    expect((await invoicesOf(companyId))[0]).toMatchObject({ status: 'open', paidPoisha: 0 });
    expect(await usedOf(companyId)).toBe(50_000);
    expect(await receivable(companyId)).toBe(50_000);
    expect(await repaidEntries(paymentId)).toHaveLength(0);
  });

  it("the payer's cancel: failed, nothing else changes", async () => {
    const { owner, companyId, ids } = await companyWithInvoices([50_000]);
    const started = await pay(owner, companyId, ids, 'sslcommerz');
    const paymentId = started.body.paymentId as string;
    const { returnUrl, fields } = await shop.decideSsl(started.body.redirectUrl, 'cancel');
    const landed = await shop.postForm(returnUrl, fields);
    expect(landed.location).toBe(`/company/credit?payment=${paymentId}&status=failed`);
    expect((await paymentOf(paymentId)).status).toBe('failed');
    expect((await invoicesOf(companyId))[0]).toMatchObject({ status: 'open', paidPoisha: 0 });
    expect(await usedOf(companyId)).toBe(50_000);
  });
});

describe('who pays, and what', () => {
  it('the owner and finance pay; an approver or a buyer is refused (403), anyone else finds no company (404)', async () => {
    const { companyId, ids } = await companyWithInvoices([10_000]);
    const approver = await member(companyId, 'approver');
    const buyer = await member(companyId, 'buyer');
    const stranger = await shop.signUp('Stranger');
    expect((await pay(approver, companyId, ids, 'bkash')).status).toBe(403);
    expect((await pay(buyer, companyId, ids, 'bkash')).status).toBe(403);
    expect((await pay(stranger, companyId, ids, 'bkash')).status).toBe(404);
    expect((await shop.call(null, 'POST', `/api/companies/${companyId}/invoices/pay`, {})).status).toBe(401);
    expect(
      await shop.db.select().from(creditPayments).where(eq(creditPayments.companyId, companyId)),
    ).toEqual([]);
  });

  it('refuses what cannot be paid online, naming the field', async () => {
    const { owner, companyId, ids } = await companyWithInvoices([10_000, 20_000]);
    const other = await companyWithInvoices([5_000]);
    const refused = async (invoiceIds: string[], method: string, status: number, field: string) => {
      const res = await pay(owner, companyId, invoiceIds, method);
      expect(res.status, res.text).toBe(status);
      expect(res.body.fields).toHaveProperty(field);
    };
    await refused(ids, 'bank_transfer', 422, 'method');
    const noPhone = await shop.signUp('No phone');
    await shop.db.insert(companyMembers).values({ companyId, userId: noPhone.id, role: 'finance' });
    const res = await pay(noPhone, companyId, ids, 'sslcommerz');
    expect([res.status, res.body.fields]).toEqual([
      422,
      { method: expect.stringContaining('mobile number') },
    ]);
    await refused(['not-an-id'], 'bkash', 400, 'invoiceIds');
    await refused([ids[0]!, ids[0]!], 'bkash', 400, 'invoiceIds');
    await refused([randomUUID()], 'bkash', 400, 'invoiceIds');
    await refused([ids[0]!, other.ids[0]!], 'bkash', 400, 'invoiceIds');
    // One payment at a time per invoice: a second one while the first is under way is refused.
    expect((await pay(owner, companyId, [ids[0]!], 'bkash')).status).toBe(200);
    await refused(ids, 'sslcommerz', 409, 'invoiceIds');
    expect((await pay(owner, companyId, [ids[1]!], 'sslcommerz')).status).toBe(200);
  });
});

describe("the operator's recorded bank transfer", () => {
  it('writes its credit_payments row and posts credit_repaid into the bank', async () => {
    const { companyId, ids, invoices } = await companyWithInvoices([70_000]);
    const res = await shop.call(admin, 'POST', `/api/admin/companies/${companyId}/invoices/payments`, {
      invoiceIds: ids,
      reference: 'DBBL TT 778812',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ invoices: [invoices[0]!.number], appliedPoisha: 70_000 });
    const [row] = await shop.db.select().from(creditPayments).where(eq(creditPayments.companyId, companyId));
    expect(row).toMatchObject({
      method: 'bank_transfer',
      status: 'paid',
      amountPoisha: 70_000,
      reference: 'DBBL TT 778812',
      invoiceIds: ids,
      startedBy: admin.id,
    });
    expect(await repaidEntries(row!.id)).toHaveLength(1);
    expect(await receivable(companyId)).toBe(0);
    expect(await usedOf(companyId)).toBe(0);
    expect(await ledgerQueries(shop.db).trialBalance()).toBe(0);
  });
});
