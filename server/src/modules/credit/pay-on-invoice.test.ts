import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCredit, creditInvoices, orders, products } from '../../db/schema.js';
import { signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { balanceOf, callAs, companyWithCredit, joinCompany } from './credit-test-kit.js';

// Pay on invoice at checkout (issue 31 item 4, decision 0042): the company's credit drawn by the checkout (the
// SQL guard also under racing checkouts), its invoice with the PO number and due date, refusals naming
// paymentMethod that change nothing, the credit given back by a cancel, a rejection or an approval that ran out
// (once), and the ledger: the company owes the shop, the seller is settled on delivery as for a paid order.
// PGlite, and PostgreSQL (a real pool: the checkouts really race) when TEST_DATABASE_URL is set.
let t: TestApp;
let operator: Session;
let call: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
  operator = await signUpAdmin(t.app, t.database.db);
  call = callAs(t);
});
afterAll(() => t.close());

const address = { shippingAddress: 'House 1, Road 2, Mirpur, Dhaka', phoneNumber: '01712345678' };
/** 50 taka a unit, at least 10: ten units are ৳500 (the product's seller delivers: no delivery charge set). */
const product = (stock = 1000) => createProduct(t.database.db, { price: 50, minQuantity: 10, stock });
const buy = (who: Session, productId: string, quantity: number, extra: object = {}) =>
  call(who, 'POST', '/checkout', { ...address, items: [{ productId, quantity }], ...extra });
const onCredit = (companyId: string, extra: object = {}) => ({
  companyId,
  paymentMethod: 'invoice',
  ...extra,
});

const creditRow = async (companyId: string) =>
  (await t.database.db.select().from(companyCredit).where(eq(companyCredit.companyId, companyId)))[0]!;
const invoicesOf = (companyId: string) =>
  t.database.db.select().from(creditInvoices).where(eq(creditInvoices.companyId, companyId));
const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const receivable = (companyId: string) => balanceOf(t, `credit_receivable:${companyId}`);

describe('Pay on invoice', () => {
  it('places a paid order, draws the credit, writes the invoice with its PO number and due date, and posts that the company owes it', async () => {
    const c = await companyWithCredit(t, operator, 10_000, 30);
    const p = await product();
    const before = Date.now();
    const res = await buy(c.buyer, p.id, 20, onCredit(c.id, { poNumber: 'PO-77/B' }));
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().orders[0];
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentMethod: 'invoice',
      paymentStatus: 'paid',
      poNumber: 'PO-77/B',
      dueAmount: 0,
    });
    const total = Math.round(order.totalPrice * 100);
    expect(await creditRow(c.id)).toMatchObject({ usedPoisha: total, limitPoisha: 1_000_000 });
    const listed = await call(c.owner, 'GET', `/companies/${c.id}/invoices`);
    expect(listed.statusCode, listed.body).toBe(200);
    const [invoice] = listed.json().invoices;
    expect(invoice).toMatchObject({
      amountPoisha: total,
      paidPoisha: 0,
      status: 'open',
      poNumber: 'PO-77/B',
    });
    const due = new Date(invoice.dueAt).getTime() - new Date(invoice.issuedAt).getTime();
    expect(due).toBe(30 * 86_400_000);
    expect(new Date(invoice.issuedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(listed.json().credit).toMatchObject({ availablePoisha: 1_000_000 - total, termsDays: 30 });
    expect(await receivable(c.id)).toBe(total);

    // Delivered: the seller is settled from what the credit put in buyer_funds, as for a prepaid order.
    const delivered = await call(operator, 'POST', `/orders/${order._id}/status`, {
      status: 'delivered',
      from: 'pending',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const sellerPart = await balanceOf(t, `seller_payable:${p.sellerId}`);
    expect(sellerPart).toBeLessThan(0);
    expect(-sellerPart).toBeLessThanOrEqual(total);
    // The company still owes it: delivery changes nothing of the receivable.
    expect(await receivable(c.id)).toBe(total);
  });

  it('refuses with the reason at paymentMethod, changing nothing: no company, no credit, not enough, overdue', async () => {
    const c = await companyWithCredit(t, operator, 600, 7);
    const noCredit = await companyWithCredit(t, operator);
    const p = await product();

    const alone = await buy(c.buyer, p.id, 10, { paymentMethod: 'invoice' });
    expect(alone.statusCode, alone.body).toBe(400);
    expect(alone.json().fields.paymentMethod).toMatch(/company/);

    const none = await buy(noCredit.buyer, p.id, 10, onCredit(noCredit.id));
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().fields.paymentMethod).toMatch(/no trade credit/);

    const tooMuch = await buy(c.buyer, p.id, 20, onCredit(c.id));
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().fields.paymentMethod).toMatch(/credit available ৳600/);
    expect(await stockOf(p.id)).toBe(1000);
    expect((await creditRow(c.id)).usedPoisha).toBe(0);
    expect(await invoicesOf(c.id)).toEqual([]);

    // An invoice past its due date stops new credit orders until it is paid.
    expect((await buy(c.buyer, p.id, 10, onCredit(c.id))).statusCode).toBe(200);
    await t.database.db
      .update(creditInvoices)
      .set({ dueAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(creditInvoices.companyId, c.id));
    const blocked = await buy(c.buyer, p.id, 10, onCredit(c.id));
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json().fields.paymentMethod).toMatch(/overdue since/);
    expect(await stockOf(p.id)).toBe(990);
    // Paid (a bank transfer the operator records), the company orders on credit again.
    const paid = await call(operator, 'POST', `/admin/companies/${c.id}/invoices/payments`, {
      amount: 500,
      reference: 'DBBL-TT-4471',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await buy(c.buyer, p.id, 10, onCredit(c.id))).statusCode).toBe(200);
  });

  it('checkouts racing for the last credit never pass the limit; used equals the open invoices and the receivable', async () => {
    // ৳1,000 of credit: two ৳500 checkouts fit, of eight at once.
    const c = await companyWithCredit(t, operator, 1000);
    const buyers = [c.buyer];
    for (let i = 1; i < 8; i++) {
      const b = await signUp(t.app);
      await joinCompany(t, c.owner, c.id, b, 'buyer');
      buyers.push(b);
    }
    const p = await product();
    const answers = await Promise.all(buyers.map((b) => buy(b, p.id, 10, onCredit(c.id))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 200, 422, 422, 422, 422, 422, 422]);
    const row = await creditRow(c.id);
    expect(row.usedPoisha).toBe(100_000);
    const open = (await invoicesOf(c.id)).filter((i) => i.status === 'open');
    expect(open.reduce((s, i) => s + i.amountPoisha, 0)).toBe(100_000);
    expect(await receivable(c.id)).toBe(100_000);
    expect(await stockOf(p.id)).toBe(1000 - 20);
  });

  it('a checkout refused at its write (the last stock taken meanwhile) gives its credit back', async () => {
    const c = await companyWithCredit(t, operator, 100_000);
    const buyers = [c.buyer];
    for (let i = 1; i < 6; i++) {
      const b = await signUp(t.app);
      await joinCompany(t, c.owner, c.id, b, 'buyer');
      buyers.push(b);
    }
    // Stock for two checkouts of ten; six at once.
    const p = await product(20);
    const answers = await Promise.all(buyers.map((b) => buy(b, p.id, 10, onCredit(c.id))));
    const placed = answers.filter((a) => a.statusCode === 200);
    expect(placed).toHaveLength(2);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.statusCode, a.body).toBe(409);
    const invoices = await invoicesOf(c.id);
    expect(invoices.filter((i) => i.status === 'open')).toHaveLength(2);
    // A draw whose write was refused left a void invoice (or none), never an open one.
    expect(invoices.every((i) => i.status === 'open' || (i.status === 'void' && i.amountPoisha === 0))).toBe(
      true,
    );
    expect((await creditRow(c.id)).usedPoisha).toBe(100_000);
    expect(await receivable(c.id)).toBe(100_000);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('a cancel gives the credit back once; the order reads refunded; operators cannot send money for it', async () => {
    const c = await companyWithCredit(t, operator, 10_000);
    const p = await product();
    const placed = await buy(c.buyer, p.id, 30, onCredit(c.id));
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().orders[0];
    const refund = await call(operator, 'POST', `/admin/orders/${order._id}/refunds`, {
      amount: 100,
      reason: 'damaged',
      reference: 'x',
    });
    expect(refund.statusCode, refund.body).toBe(409);
    expect(refund.json().fields).toHaveProperty('paymentMethod');

    const cancelled = await call(c.buyer, 'POST', `/orders/${order._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect((await call(c.buyer, 'POST', `/orders/${order._id}/cancel`)).statusCode).toBe(409);
    expect((await creditRow(c.id)).usedPoisha).toBe(0);
    expect((await invoicesOf(c.id)).map((i) => [i.status, i.amountPoisha])).toEqual([['void', 0]]);
    expect(await receivable(c.id)).toBe(0);
  });

  it('over the buyer limit it waits with its credit drawn; a rejection gives it back, an expiry once', async () => {
    const c = await companyWithCredit(t, operator, 10_000);
    const approver = await signUp(t.app);
    await joinCompany(t, c.owner, c.id, approver, 'approver');
    const limited = await call(c.owner, 'PUT', `/companies/${c.id}/members/${c.buyer.id}`, {
      role: 'buyer',
      orderLimit: 100,
    });
    expect(limited.statusCode, limited.body).toBe(200);
    const p = await product();

    const first = await buy(c.buyer, p.id, 10, onCredit(c.id, { poNumber: 'PO-1' }));
    expect(first.statusCode, first.body).toBe(202);
    expect((await creditRow(c.id)).usedPoisha).toBe(50_000);
    const rejected = await call(approver, 'POST', `/approvals/${first.json().checkoutId}/reject`, {
      reason: 'Too early in the month',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await creditRow(c.id)).usedPoisha).toBe(0);
    expect(await receivable(c.id)).toBe(0);

    const second = await buy(c.buyer, p.id, 12, onCredit(c.id, { poNumber: 'PO-2' }));
    expect(second.statusCode, second.body).toBe(202);
    const checkoutId = second.json().checkoutId as string;
    expect((await creditRow(c.id)).usedPoisha).toBe(60_000);
    await t.database.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.checkoutId, checkoutId));
    // Two reads sweep at once: the credit goes back once.
    await Promise.all([call(approver, 'GET', '/approvals'), call(c.buyer, 'GET', '/myorder')]);
    await call(approver, 'GET', '/approvals');
    expect((await creditRow(c.id)).usedPoisha).toBe(0);
    expect(await receivable(c.id)).toBe(0);
    const rows = await t.database.db
      .select({ status: orders.orderStatus, pay: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.companyId, c.id), inArray(orders.checkoutId, [checkoutId])));
    expect(rows).toEqual([{ status: 'cancelled', pay: 'refunded' }]);
    expect(await stockOf(p.id)).toBe(1000);
  });
});
