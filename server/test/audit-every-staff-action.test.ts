import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterSubscribers, orderRefunds, rfqMessages, rfqs, users } from '../src/db/schema.js';
import { staffPermissionOf } from '../src/http/route-rules.js';
import { BANK_ACCOUNT, fundSeller, setMethod } from '../src/modules/finance/payouts-test-kit.js';
import { asCookie, signUp, signUpAdmin, type Session } from './auth-helpers.js';
import { buildTestApp } from './build-test-app.js';
import { createOrder, createProduct } from './factories.js';
import { listApiRoutes } from './security/route-table.js';

// Issue 33 item 2: every kind of staff action leaves one audit row. This file walks the money side — payout
// runs, payouts sent and failed, refunds, courier remittances, payments marked received, cash recorded by
// staff — and the rest of the staff writes (trade moderation, the newsletter) and every CSV a staff member
// downloads; audit-trail.test.ts walks roles, blocks, listing moderation, reviews, content, delivery rates,
// commission, order moves and the export module's lists. The last case holds the two files to the routes:
// every staff write and every staff download the app registers must be named in STAFF_ACTIONS below.
const t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '100000' });
const db = t.database.db;
const admin = await signUpAdmin(t.app, db);
async function staff(role: 'finance' | 'support' | 'moderator', name: string) {
  const session = await signUp(t.app, { name });
  await db
    .update(users)
    .set({ staffRoles: [role] })
    .where(eq(users.id, session.id));
  return session;
}
const finance = await staff('finance', 'Farida Finance');
const support = await staff('support', 'Sumon Support');
const buyer = await signUp(t.app, { name: 'Buyer' });
afterAll(() => t.close());

const IP = '198.51.100.23';
const call = (who: Session, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...asCookie(who), 'user-agent': 'audit-walk/1.0' },
    payload,
    remoteAddress: IP,
  });
const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
const seen = new Set<string>();

/** Makes the staff call, checks it succeeded and added exactly one row naming the caller, and returns it. */
async function audited(
  who: Session,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) {
  const before = await count();
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  expect(await count(), `${method} ${url} wrote one audit row`).toBe(before + 1);
  const [row] = await db
    .select()
    .from(auditLog)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  expect(row).toMatchObject({ actorId: who.id, actorEmail: who.email, ip: IP, userAgent: 'audit-walk/1.0' });
  seen.add(row!.action);
  return { row: row!, res };
}

/**
 * Every staff write and staff download (route → the action its row carries). A route added under a staff rule
 * without a row here fails the last case; `walked` says which file performs it.
 */
const STAFF_ACTIONS: Record<string, { action: string; walked: string }> = {
  'POST /api/admin/users/:id/role': { action: 'user.roles', walked: 'audit-trail.test.ts' },
  'POST /api/admin/users/:id/block': { action: 'user.block', walked: 'audit-trail.test.ts' },
  'POST /api/admin/users/:id/unblock': { action: 'user.unblock', walked: 'audit-trail.test.ts' },
  'POST /api/admin/products/:id/approve': { action: 'listing.approved', walked: 'audit-trail.test.ts' },
  'POST /api/admin/products/:id/reject': { action: 'listing.rejected', walked: 'audit-trail.test.ts' },
  'POST /api/admin/products/:id/block': { action: 'listing.blocked', walked: 'audit-trail.test.ts' },
  'POST /api/admin/products/:id/unblock': { action: 'listing.approved', walked: 'audit-trail.test.ts' },
  'POST /api/admin/products/:id/requeue': { action: 'listing.pending', walked: 'audit-trail.test.ts' },
  'DELETE /api/reviews/:id': { action: 'review.remove', walked: 'audit-trail.test.ts' },
  'PUT /api/admin/content': { action: 'content.update', walked: 'audit-trail.test.ts' },
  'PUT /api/admin/delivery-rates': { action: 'delivery_rates.update', walked: 'audit-trail.test.ts' },
  'PUT /api/admin/finance/commission': { action: 'commission.update', walked: 'audit-trail.test.ts' },
  'GET /api/admin/export/orders.csv': { action: 'export', walked: 'audit-trail.test.ts' },
  // The export module's other lists go through the same recorder as its orders.
  'GET /api/admin/export/payments.csv': { action: 'export', walked: 'export.routes.ts' },
  'GET /api/admin/export/products.csv': { action: 'export', walked: 'export.routes.ts' },
  'GET /api/admin/export/subscribers.csv': { action: 'export', walked: 'export.routes.ts' },
  'GET /api/admin/export/users.csv': { action: 'export', walked: 'export.routes.ts' },
  'POST /api/admin/payout-runs': { action: 'payout_run.create', walked: 'here' },
  'GET /api/admin/payout-runs/:id/bank.csv': { action: 'export', walked: 'here' },
  'GET /api/admin/payout-runs/:id/mfs.csv': { action: 'export', walked: 'here' },
  'POST /api/admin/payouts/:id/sent': { action: 'payout.sent', walked: 'here' },
  'POST /api/admin/payouts/:id/failed': { action: 'payout.failed', walked: 'here' },
  // Through bKash's payout API: settled as sent or failed by the rail's answer, the row naming the staff member.
  'POST /api/admin/payouts/:id/send': {
    action: 'payout.sent',
    walked: 'payout-settle.repo.ts (same settle)',
  },
  'POST /api/admin/orders/:id/refunds': { action: 'refund.create', walked: 'here' },
  // Needs an SSLCommerz refund left unanswered; the row is written before the gateway is asked again.
  'POST /api/admin/orders/:id/refunds/:refundId/retry': {
    action: 'refund.retry',
    walked: 'refunds.service.ts',
  },
  'POST /api/admin/orders/:id/refunds/:refundId/resolve': { action: 'refund.resolve', walked: 'here' },
  'POST /api/admin/couriers/:courier/remittances': { action: 'remittance.record', walked: 'here' },
  'POST /api/orders/:id/paid': { action: 'order.paid', walked: 'here' },
  'GET /api/admin/finance/summary.csv': { action: 'export', walked: 'here' },
  'POST /api/admin/rfqs/:id/hide': { action: 'rfq.hide', walked: 'here' },
  'POST /api/admin/rfq-messages/:id/hide': { action: 'rfq_message.hide', walked: 'here' },
  'DELETE /api/admin/newsletter/:id': { action: 'newsletter.remove', walked: 'here' },
  'GET /api/admin/audit.csv': { action: 'export', walked: 'here' },
  // Verified businesses (issue 31 item 5).
  'POST /api/admin/verifications/:id/approve': {
    action: 'verification.approve',
    walked: 'verification.test.ts',
  },
  'POST /api/admin/verifications/:id/reject': {
    action: 'verification.reject',
    walked: 'verification.test.ts',
  },
  // The search synonym editor (issue 34).
  'POST /api/admin/search/synonyms': { action: 'synonyms.create', walked: 'synonyms-admin.test.ts' },
  'PUT /api/admin/search/synonyms/:id': { action: 'synonyms.update', walked: 'synonyms-admin.test.ts' },
  'DELETE /api/admin/search/synonyms/:id': { action: 'synonyms.remove', walked: 'synonyms-admin.test.ts' },
  // Trade credit (issue 31 item 4): limits and the bank transfers the operator records.
  'PUT /api/admin/companies/:id/credit': { action: 'company.credit', walked: 'credit.test.ts' },
  'POST /api/admin/companies/:id/invoices/payments': { action: 'credit.payment', walked: 'credit.test.ts' },
};

describe('every kind of staff action is in the audit trail', () => {
  it('payout runs, payouts sent and failed, and the payout files', async () => {
    const sellers = [await signUp(t.app, { name: 'Karim' }), await signUp(t.app, { name: 'Rahim' })];
    for (const s of sellers) {
      await fundSeller(db, s.id, 500_000);
      await setMethod(db, s.id, BANK_ACCOUNT);
    }
    const { row: run, res } = await audited(finance, 'POST', '/api/admin/payout-runs', {
      sellerIds: sellers.map((s) => s.id),
    });
    const detail = res.json();
    expect(run).toMatchObject({
      action: 'payout_run.create',
      actorRoles: ['finance'],
      targetType: 'payout_run',
      targetId: detail.run.id,
      before: null,
    });
    expect(run.after).toMatchObject({ sellerIds: sellers.map((s) => s.id), candidates: 2 });
    const [first, second] = detail.payouts as { id: string }[];

    const { row: file } = await audited(finance, 'GET', `/api/admin/payout-runs/${detail.run.id}/bank.csv`);
    expect(file).toMatchObject({
      action: 'export',
      targetId: 'payout-bank',
      after: { runId: detail.run.id },
    });
    const { row: mfs } = await audited(finance, 'GET', `/api/admin/payout-runs/${detail.run.id}/mfs.csv`);
    expect(mfs).toMatchObject({ action: 'export', targetId: 'payout-mfs' });

    const { row: sent } = await audited(finance, 'POST', `/api/admin/payouts/${first!.id}/sent`, {
      reference: 'BEFTN-4411',
    });
    expect(sent).toMatchObject({
      action: 'payout.sent',
      targetType: 'payout',
      targetId: first!.id,
      before: { status: 'pending' },
      after: { status: 'sent', reference: 'BEFTN-4411' },
    });
    const { row: failed } = await audited(admin, 'POST', `/api/admin/payouts/${second!.id}/failed`, {
      reason: 'Account closed',
    });
    expect(failed).toMatchObject({
      action: 'payout.failed',
      actorRoles: ['admin'],
      before: { status: 'pending' },
      after: { status: 'failed', failureReason: 'Account closed' },
    });
    // Settled once: a second try is refused and writes nothing.
    const rows = await count();
    expect(
      (await call(finance, 'POST', `/api/admin/payouts/${first!.id}/failed`, { reason: 'x' })).statusCode,
    ).toBe(409);
    expect(await count()).toBe(rows);
  });

  it('refunds issued and resolved, payments marked received, cash recorded by staff', async () => {
    const product = await createProduct(db, { status: 'approved' });
    const paidCod = await createOrder(db, {
      buyerId: buyer.id,
      productId: product.id,
      sellerId: product.sellerId,
      paymentMethod: 'cod',
      orderStatus: 'delivered',
      deliveredAt: new Date(),
      paymentStatus: 'paid',
      paidPoisha: 100_000,
      totalPoisha: 100_000,
    });
    const { row: refund, res } = await audited(finance, 'POST', `/api/admin/orders/${paidCod.id}/refunds`, {
      amount: 250,
      reason: 'Five units short',
      reference: 'BEFTN-9001',
    });
    expect(refund).toMatchObject({
      action: 'refund.create',
      targetType: 'order',
      targetId: paidCod.id,
      after: {
        refundId: res.json().refund._id,
        amountPoisha: 25_000,
        reason: 'Five units short',
        channel: 'manual',
        status: 'done',
        reference: 'BEFTN-9001',
      },
    });

    // A bKash refund whose answer never came, sent three minutes ago: the operator says bKash did not refund it.
    const [pending] = await db
      .insert(orderRefunds)
      .values({
        orderId: paidCod.id,
        amountPoisha: 10_000,
        reason: 'Damaged',
        channel: 'bkash',
        status: 'pending',
        createdAt: new Date(Date.now() - 180_000),
      })
      .returning();
    const { row: resolved } = await audited(
      finance,
      'POST',
      `/api/admin/orders/${paidCod.id}/refunds/${pending!.id}/resolve`,
      { refunded: false },
    );
    expect(resolved).toMatchObject({
      action: 'refund.resolve',
      before: { status: 'pending' },
      after: { status: 'failed' },
    });

    const unpaid = await createOrder(db, {
      buyerId: buyer.id,
      productId: product.id,
      sellerId: product.sellerId,
    });
    const { row: paid } = await audited(finance, 'POST', `/api/orders/${unpaid.id}/paid`);
    expect(paid).toMatchObject({
      action: 'order.paid',
      targetId: unpaid.id,
      before: { paymentStatus: 'unpaid', paidPoisha: 0 },
      after: { paymentStatus: 'paid', paidPoisha: unpaid.totalPoisha },
    });

    // Cash for a delivered COD order: by an administrator it is a staff action; by the seller it is not.
    const atDoor = await createOrder(db, {
      buyerId: buyer.id,
      productId: product.id,
      sellerId: product.sellerId,
      paymentMethod: 'cod',
      orderStatus: 'delivered',
      deliveredAt: new Date(),
    });
    const { row: cash } = await audited(admin, 'POST', `/api/orders/${atDoor.id}/cash-received`);
    expect(cash).toMatchObject({ action: 'order.cash_received', after: { paymentStatus: 'paid' } });
  });

  it("a courier's remittance recorded", async () => {
    const product = await createProduct(db, { status: 'approved' });
    const parcel = await createOrder(db, {
      buyerId: buyer.id,
      productId: product.id,
      sellerId: product.sellerId,
      paymentMethod: 'cod',
      orderStatus: 'delivered',
      deliveredAt: new Date(),
      courier: 'steadfast',
      codCollectedPoisha: 100_000,
      totalPoisha: 100_000,
    });
    const { row } = await audited(finance, 'POST', '/api/admin/couriers/steadfast/remittances', {
      amount: 985,
      fees: 15,
      receivedOn: '2026-01-05',
      reference: 'SF-PAY-77',
      parcels: [{ orderId: parcel.id, amount: 1000 }],
    });
    expect(row).toMatchObject({
      action: 'remittance.record',
      targetType: 'remittance',
      after: {
        courier: 'steadfast',
        amountPoisha: 98_500,
        feesPoisha: 1_500,
        reference: 'SF-PAY-77',
        parcels: [parcel.id],
      },
    });
  });

  it('trade moderation, the newsletter, and the finance and audit downloads', async () => {
    const seller = await signUp(t.app, { name: 'Seller' });
    const [rfq] = await db
      .insert(rfqs)
      .values({
        buyerId: buyer.id,
        category: 'Electronics & Gadgets',
        title: 'Buy 500 chargers',
        quantity: 500,
        closesAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const { row: hidden } = await audited(support, 'POST', `/api/admin/rfqs/${rfq!.id}/hide`, {
      reason: 'Spam',
    });
    expect(hidden).toMatchObject({
      action: 'rfq.hide',
      actorRoles: ['support'],
      targetId: rfq!.id,
      after: { hidden: true, reason: 'Spam' },
    });
    const [message] = await db
      .insert(rfqMessages)
      .values({ rfqId: rfq!.id, sellerId: seller.id, authorId: seller.id, body: 'Call me on WhatsApp' })
      .returning();
    const { row: hiddenMessage } = await audited(
      support,
      'POST',
      `/api/admin/rfq-messages/${message!.id}/hide`,
      {
        reason: 'Off-platform contact',
      },
    );
    expect(hiddenMessage).toMatchObject({ action: 'rfq_message.hide', targetId: message!.id });

    const email = `reader-${Date.now()}@example.com`;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } })).statusCode,
    ).toBe(200);
    const [subscriber] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    const { row: removed } = await audited(admin, 'DELETE', `/api/admin/newsletter/${subscriber!.id}`);
    expect(removed).toMatchObject({ action: 'newsletter.remove', before: { email }, after: null });

    const { row: summary } = await audited(
      finance,
      'GET',
      '/api/admin/finance/summary.csv?from=2026-01-01&to=2026-01-31',
    );
    expect(summary).toMatchObject({
      action: 'export',
      targetId: 'finance-summary',
      after: { from: '2026-01-01', to: '2026-01-31' },
    });
    const { row: trail } = await audited(admin, 'GET', '/api/admin/audit.csv?action=payout.');
    expect(trail).toMatchObject({ action: 'export', targetId: 'audit', after: { action: 'payout.' } });
  });

  it('names a row for every staff write and download the app has, and no request changes or removes a row', () => {
    const ruleOf = (url: string, method: string) =>
      t.app.routeRules.find((r) => r.url === url && r.method.split(',').includes(method))?.access;
    const staffRoutes = listApiRoutes(t.app).filter((r) => {
      const access = ruleOf(r.url, r.method);
      const staffRule = access === 'admin' || !!staffPermissionOf(access);
      const changes = r.method !== 'GET' && r.method !== 'HEAD';
      return r.source === 'app' && staffRule && (changes || /\.csv$|\/export\//.test(r.url));
    });
    const keys = staffRoutes.map((r) => r.key);
    // Staff routes that write nothing of the shop's (the stand-ins' controls are test and demo devices).
    const notActions = keys.filter((k) => /\/_control\/|fake/i.test(k));
    expect(keys.filter((k) => !notActions.includes(k) && !STAFF_ACTIONS[k])).toEqual([]);
    // The order moves and cash recorded are owner routes (a seller's own, or staff's): walked above and in
    // audit-trail.test.ts, so they are not found by their rule.
    const walkedHere = Object.values(STAFF_ACTIONS)
      .filter((a) => a.walked === 'here')
      .map((a) => a.action);
    expect(walkedHere.filter((a) => !seen.has(a))).toEqual([]);
    expect([...seen]).toEqual(expect.arrayContaining(['order.cash_received']));

    // The trail is only read over HTTP: no route on it takes any other method.
    const onTheTrail = t.app.routeRules.filter((r) => /audit/.test(r.url));
    expect(onTheTrail.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/admin/audit', '/api/admin/audit.csv']),
    );
    expect(onTheTrail.filter((r) => r.method.split(',').some((m) => m !== 'GET' && m !== 'HEAD'))).toEqual(
      [],
    );
  });
});
