import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { ledgerEntries, ledgerLines, notifications, orderRefunds, orders } from '../../db/schema.js';
import { postEntry } from '../ledger/ledger.repo.js';
import { refundEntry } from '../ledger/refund-entry.js';
import { remittanceEntry } from '../ledger/remittance-entry.js';
import { createBkashClient } from '../payments/gateways/bkash-client.js';
import { createSslcommerzClient } from '../payments/gateways/sslcommerz-client.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { createRefundsRepo } from './refunds.repo.js';
import { createRefundsService } from './refunds.service.js';

// Refunds an operator issues (issue 29 item 7, decision 0026): partial or full, through the gateway of an
// order paid online (the stand-ins record it), recorded with a reference otherwise; the ledger, the order's
// refunded amount, the payments ledger and the buyer's notice follow, once. Runs on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
let admin: Session;
beforeAll(async () => {
  shop = await startPaymentsShop();
  buyer = await shop.signUp('Refunded Buyer');
  admin = await shop.signUpAdmin();
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.control('bkash', { reset: true });
  await shop.control('sslcommerz', { reset: true });
});

/** A paid online checkout of one listing: ৳200 × 15 = ৳3,000. */
async function paidOnline(method: 'sslcommerz' | 'bkash_online') {
  const product = await shop.product({ price: 200, stock: 100 });
  const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 15 }], method);
  if (method === 'bkash_online')
    await shop.followBkash(await shop.decideBkash(placed.payment.redirectUrl, 'approve'));
  else {
    const { returnUrl, fields } = await shop.decideSsl(placed.payment.redirectUrl, 'approve');
    await shop.postForm(returnUrl, fields);
  }
  const [order] = await shop.ordersOf(placed.checkoutId);
  expect(order!.paymentStatus).toBe('paid');
  return { product, checkoutId: placed.checkoutId, orderId: order!.id, sellerId: order!.sellerId! };
}

const refund = (orderId: string, body: object, key?: string) =>
  shop.call(
    admin,
    'POST',
    `/api/admin/orders/${orderId}/refunds`,
    body,
    key ? { 'idempotency-key': key } : {},
  );

/** The lines of the entry posted under `key`, by account. */
async function entryLines(key: string) {
  const rows = await shop.db
    .select({ account: ledgerLines.account, amount: ledgerLines.amountPoisha })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(eq(ledgerEntries.key, key));
  return Object.fromEntries(rows.map((r) => [r.account, r.amount]));
}

const refundNotices = async (orderId: string) =>
  (await shop.db.select().from(notifications).where(eq(notifications.userId, buyer.id))).filter(
    (n) => n.kind === 'payment_refunded' && n.data.orderId === orderId,
  );

describe('a refund through the gateway', () => {
  it('partial SSLCommerz refund: the stand-in refunds it; ledger, order, payments ledger and the buyer follow', async () => {
    const { checkoutId, orderId } = await paidOnline('sslcommerz');
    const res = await refund(orderId, { amount: 1000.5, reason: 'Two cartons arrived crushed' }, 'k-ssl-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      acknowledged: true,
      refund: {
        orderId,
        amount: 1000.5,
        channel: 'sslcommerz',
        status: 'done',
        reason: 'Two cartons arrived crushed',
      },
      refundedAmount: 1000.5,
      refundable: 1999.5,
    });
    const refundId = res.body.refund._id as string;
    // The stand-in took the refund, once.
    expect((await shop.counts('sslcommerz')).refund).toBe(1);
    // The payments ledger (the dashboard's) has the gateway's refund id.
    const events = (await shop.eventsOf(checkoutId)).filter((e) => e.type === 'refunded');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ orderId, amountPoisha: 100_050, refundId: res.body.refund.reference });
    // Before delivery the money leaves what buyers paid, back through SSLCommerz.
    expect(await entryLines(`refund:${refundId}`)).toEqual({
      buyer_funds: 100_050,
      'gateway_clearing:sslcommerz': -100_050,
    });
    // The order, as its buyer reads it.
    const details = await shop.call(buyer, 'GET', `/api/orders/${orderId}`);
    expect(details.body.order).toMatchObject({ refundedAmount: 1000.5, paymentStatus: 'paid' });
    expect(details.body.refunds).toEqual([
      expect.objectContaining({ _id: refundId, amount: 1000.5, status: 'done', channel: 'sslcommerz' }),
    ]);
    // The buyer is told (in the app; the outbox e-mails it).
    const notices = await refundNotices(orderId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ amount: 100_050, orderId });

    // The same request again (same Idempotency-Key): the same refund, nothing sent or written again.
    const again = await refund(orderId, { amount: 1000.5, reason: 'Two cartons arrived crushed' }, 'k-ssl-1');
    expect(again.status).toBe(200);
    expect(again.body.refund._id).toBe(refundId);
    expect((await shop.counts('sslcommerz')).refund).toBe(1);
    expect((await shop.eventsOf(checkoutId)).filter((e) => e.type === 'refunded')).toHaveLength(1);
    expect(await refundNotices(orderId)).toHaveLength(1);
    // The key with another amount is another request: refused.
    expect(
      (await refund(orderId, { amount: 5, reason: 'Two cartons arrived crushed' }, 'k-ssl-1')).status,
    ).toBe(422);

    // The rest, in full: all of it went back.
    const rest = await refund(orderId, { amount: 1999.5, reason: 'Order returned whole' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ refundedAmount: 3000, refundable: 0 });
    expect((await shop.ordersOf(checkoutId))[0]).toMatchObject({
      refundedPoisha: 300_000,
      paymentStatus: 'refunded',
    });
  });

  it('partial bKash refund: through bKash, credited to its clearing account', async () => {
    const { checkoutId, orderId } = await paidOnline('bkash_online');
    const res = await refund(orderId, { amount: 450, reason: 'Price adjusted after a complaint' });
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ channel: 'bkash', status: 'done', amount: 450 });
    expect(res.body.refund.reference).toMatch(/^[A-Z0-9]{10}$/);
    expect((await shop.counts('bkash')).refund).toBe(1);
    expect(await entryLines(`refund:${res.body.refund._id}`)).toEqual({
      buyer_funds: 45_000,
      'gateway_clearing:bkash': -45_000,
    });
    expect((await shop.eventsOf(checkoutId)).filter((e) => e.type === 'refunded')[0]).toMatchObject({
      amountPoisha: 45_000,
      gateway: 'bkash',
    });
    expect((await shop.ordersOf(checkoutId))[0]!.refundedPoisha).toBe(45_000);
  });

  it('a refund SSLCommerz does not answer stays pending (its amount held), and the same request finishes it once', async () => {
    const { checkoutId, orderId } = await paidOnline('sslcommerz');
    // The shop's own service, with a client that gives up quickly, against the same stand-in.
    const cfg = shop.config.payments;
    const quick = createRefundsService({
      repo: createRefundsRepo(shop.db, { postEntry, refundEntry, remittanceEntry }),
      gateways: { sslcommerz: createSslcommerzClient(cfg.sslcommerz!, { timeoutMs: 300 }) },
      log: { warn: () => {}, error: () => {} },
    });
    await shop.control('sslcommerz', { stall: { refund: 1 } });
    const actor = { id: admin.id, email: admin.email, name: 'Admin', image: null, role: 'admin' as const };
    const body = { amount: 2500, reason: 'Wrong colour' };
    await expect(quick.issue(actor, orderId, body, 'k-stall')).rejects.toMatchObject({ statusCode: 503 });
    const [claim] = await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(claim).toMatchObject({ status: 'pending', amountPoisha: 250_000 });
    // Held back: only ৳500 may go now, and nothing is in the books or the order yet.
    expect((await refund(orderId, { amount: 600, reason: 'More' })).body.fields.amount).toContain('৳500.00');
    expect((await shop.ordersOf(checkoutId))[0]!.refundedPoisha).toBe(0);
    expect(await entryLines(`refund:${claim!.id}`)).toEqual({});

    const done = await quick.issue(actor, orderId, body, 'k-stall');
    expect(done.refund).toMatchObject({ _id: claim!.id, status: 'done' });
    expect((await shop.ordersOf(checkoutId))[0]!.refundedPoisha).toBe(250_000);
    expect((await shop.eventsOf(checkoutId)).filter((e) => e.type === 'refunded')).toHaveLength(1);
    expect(await entryLines(`refund:${claim!.id}`)).toMatchObject({
      'gateway_clearing:sslcommerz': -250_000,
    });
  });
});

describe('a gateway refund whose answer never came', () => {
  const actor = () => ({
    id: admin.id,
    email: admin.email,
    name: 'Admin',
    image: null,
    role: 'admin' as const,
  });
  /** The shop's refunds service with clients that give up at once, or that reach nobody at all. */
  const serviceWith = (gateways: Parameters<typeof createRefundsService>[0]['gateways']) =>
    createRefundsService({
      repo: createRefundsRepo(shop.db, { postEntry, refundEntry, remittanceEntry }),
      gateways,
      log: { warn: () => {}, error: () => {} },
    });

  it('SSLCommerz: Try again sends it with its own refund id, once, and records it', async () => {
    const { checkoutId, orderId } = await paidOnline('sslcommerz');
    const quick = serviceWith({
      sslcommerz: createSslcommerzClient(shop.config.payments.sslcommerz!, { timeoutMs: 300 }),
    });
    await shop.control('sslcommerz', { stall: { refund: 1 } });
    await expect(quick.issue(actor(), orderId, { amount: 300, reason: 'Late' })).rejects.toMatchObject({
      statusCode: 503,
    });
    const [claim] = await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    const again = await shop.call(admin, 'POST', `/api/admin/orders/${orderId}/refunds/${claim!.id}/retry`);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ refund: { _id: claim!.id, status: 'done' }, refundedAmount: 300 });
    expect((await shop.eventsOf(checkoutId)).filter((e) => e.type === 'refunded')).toHaveLength(1);
    // Settled: nothing to try again.
    expect(
      (await shop.call(admin, 'POST', `/api/admin/orders/${orderId}/refunds/${claim!.id}/retry`)).status,
    ).toBe(409);
  });

  it("bKash: never sent again; after two minutes recorded from bKash's merchant panel, refunded or not", async () => {
    const { checkoutId, orderId } = await paidOnline('bkash_online');
    // bKash does not answer at all (nobody listens there): whether it refunded is unknown.
    const unreachable = serviceWith({
      bkash: createBkashClient({ ...shop.config.payments.bkash!, baseUrl: 'http://127.0.0.1:9' }),
    });
    const body = { amount: 500, reason: 'Wrong size' };
    await expect(unreachable.issue(actor(), orderId, body, 'k-bk')).rejects.toMatchObject({
      statusCode: 503,
    });
    await expect(unreachable.issue(actor(), orderId, { amount: 200, reason: 'Other' })).rejects.toMatchObject(
      {
        statusCode: 503,
      },
    );
    const claims = await shop.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt));
    expect(claims.map((c) => c.status)).toEqual(['pending', 'pending']);
    const [first, second] = claims;
    const path = (id: string, what: string) => `/api/admin/orders/${orderId}/refunds/${id}/${what}`;
    // The same request again is refused, never sent twice; so is Try again.
    expect((await refund(orderId, body, 'k-bk')).status).toBe(409);
    expect((await shop.call(admin, 'POST', path(first!.id, 'retry'))).status).toBe(409);
    expect((await shop.counts('bkash')).refund).toBe(0);
    // Too soon: its call may still be under way.
    const early = await shop.call(admin, 'POST', path(first!.id, 'resolve'), { refunded: false });
    expect(early.status).toBe(409);

    await shop.db
      .update(orderRefunds)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(orderRefunds.orderId, orderId));
    const missing = await shop.call(admin, 'POST', path(first!.id, 'resolve'), { refunded: true });
    expect(missing.body.fields).toHaveProperty('reference');
    const yes = await shop.call(admin, 'POST', path(first!.id, 'resolve'), {
      refunded: true,
      reference: 'BKR7QX2M9P',
    });
    expect(yes.status, yes.text).toBe(200);
    expect(yes.body.refund).toMatchObject({ status: 'done', reference: 'BKR7QX2M9P' });
    expect(await entryLines(`refund:${first!.id}`)).toEqual({
      buyer_funds: 50_000,
      'gateway_clearing:bkash': -50_000,
    });
    const no = await shop.call(admin, 'POST', path(second!.id, 'resolve'), { refunded: false });
    expect(no.body).toMatchObject({ refund: { status: 'failed' }, refundedAmount: 500, refundable: 2500 });
    expect(await entryLines(`refund:${second!.id}`)).toEqual({});
    expect((await shop.ordersOf(checkoutId))[0]!.refundedPoisha).toBe(50_000);
    expect(await refundNotices(orderId)).toHaveLength(1);
  });
});

describe('a refund after delivery, in the books', () => {
  it('takes back, in proportion, what the delivery posted to the seller, commission and VAT; the books balance', async () => {
    const { checkoutId, orderId, sellerId } = await paidOnline('sslcommerz');
    const moved = await shop.call(admin, 'POST', `/api/orders/${orderId}/status`, {
      status: 'delivered',
      from: 'pending',
    });
    expect(moved.status, moved.text).toBe(200);
    const delivered = await entryLines(`delivered:${orderId}`);
    expect(delivered.buyer_funds).toBe(300_000);
    const res = await refund(orderId, { amount: 750, reason: 'Five units missing' });
    expect(res.status, res.text).toBe(200);
    const lines = await entryLines(`refund:${res.body.refund._id}`);
    const [o] = await shop.ordersOf(checkoutId);
    const share = (part: number) => Math.round((part * 75_000) / o!.totalPoisha);
    expect(lines).toEqual({
      [`seller_payable:${sellerId}`]: 75_000 - share(o!.commissionPoisha) - share(o!.commissionVatPoisha),
      ...(o!.commissionPoisha > 0
        ? { commission_income: share(o!.commissionPoisha), vat_payable: share(o!.commissionVatPoisha) }
        : {}),
      'gateway_clearing:sslcommerz': -75_000,
    });
    // The books still sum to zero.
    const [{ total }] = (await shop.db
      .select({ total: sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)` })
      .from(ledgerLines)) as [{ total: string }];
    expect(Number(total)).toBe(0);
  });
});

describe('a refund by hand', () => {
  /** A COD order delivered and paid in cash, with the commission placement fixed: 5 % and 15 % VAT on it. */
  async function deliveredCod() {
    const product = await shop.product({ price: 200, stock: 100 });
    const res = await shop.checkout(buyer, [{ productId: product.id, quantity: 15 }], 'cod');
    expect(res.status).toBe(200);
    const orderId = res.body.orders[0]._id as string;
    const [o] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    const goods = o!.totalPoisha - o!.deliveryChargePoisha;
    const commission = Math.round(goods * 0.05);
    await shop.db
      .update(orders)
      .set({
        orderStatus: 'delivered',
        deliveredAt: new Date(),
        paidPoisha: o!.totalPoisha,
        paymentStatus: 'paid',
        commissionPoisha: commission,
        commissionVatPoisha: Math.round(commission * 0.15),
      })
      .where(eq(orders.id, orderId));
    return { orderId, sellerId: o!.sellerId!, total: o!.totalPoisha, commission };
  }

  it('after delivery: recorded with its reference; seller, commission and VAT give back in proportion', async () => {
    const { orderId, sellerId, total, commission } = await deliveredCod();
    const missing = await refund(orderId, { amount: 1000, reason: 'Short by five units' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('reference');

    const res = await refund(orderId, {
      amount: 1000,
      reason: 'Short by five units',
      reference: 'BEFTN-77812',
    });
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ channel: 'manual', status: 'done', reference: 'BEFTN-77812' });
    const vat = Math.round(commission * 0.15);
    // In proportion to the whole order: ৳1,000 of the total.
    const share = (part: number) => Math.round((part * 100_000) / total);
    const lines = await entryLines(`refund:${res.body.refund._id}`);
    expect(lines).toEqual({
      [`seller_payable:${sellerId}`]: 100_000 - share(commission) - share(vat),
      commission_income: share(commission),
      vat_payable: share(vat),
      bank: -100_000,
    });
    expect(Object.values(lines).reduce((a, b) => a + b, 0)).toBe(0);
    // The buyer's order page shows it; the seller's too.
    const details = await shop.call(buyer, 'GET', `/api/orders/${orderId}`);
    expect(details.body.order.refundedAmount).toBe(1000);
    expect(await refundNotices(orderId)).toHaveLength(1);
  });

  it('more than was paid less refunded is refused, naming the amount, and changes nothing', async () => {
    const { orderId, total } = await deliveredCod();
    const over = await refund(orderId, { amount: total / 100 + 0.01, reason: 'Too much', reference: 'X1' });
    expect(over.status).toBe(409);
    expect(over.body.fields.amount).toContain(
      `৳${(total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toEqual([]);
    expect((await refund(orderId, { amount: 0, reason: 'Nothing', reference: 'X1' })).status).toBe(400);
    expect((await refund(orderId, { amount: 1.005, reason: 'Fractions', reference: 'X1' })).status).toBe(400);
    const list = await shop.call(admin, 'GET', `/api/admin/orders/${orderId}/refunds`);
    expect(list.body).toEqual({ refunds: [], refundedAmount: 0, refundable: total / 100, channel: 'manual' });
  });

  it('two refunds racing on one order: together never more than was paid', async () => {
    const { orderId, total } = await deliveredCod();
    const each = Math.floor((total * 0.6) / 100);
    const replies = await Promise.all(
      [1, 2, 3].map((n) => refund(orderId, { amount: each, reason: `Race ${n}`, reference: `R-${n}` })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await shop.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt));
    expect(rows.map((r) => r.amountPoisha)).toEqual([each * 100]);
    expect((await shop.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.refundedPoisha).toBe(
      each * 100,
    );
  });

  it('two gateway refunds racing on one paid order: one goes through the gateway', async () => {
    const { orderId } = await paidOnline('sslcommerz');
    const replies = await Promise.all([
      refund(orderId, { amount: 2000, reason: 'First' }),
      refund(orderId, { amount: 2000, reason: 'Second' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await shop.counts('sslcommerz')).refund).toBe(1);
  });

  it('only administrators refund', async () => {
    const { orderId } = await deliveredCod();
    const res = await shop.call(buyer, 'POST', `/api/admin/orders/${orderId}/refunds`, {
      amount: 10,
      reason: 'Me',
      reference: 'Y',
    });
    expect(res.status).toBe(403);
    expect((await shop.call(admin, 'GET', '/api/admin/orders/not-an-id/refunds')).status).toBe(404);
  });
});
