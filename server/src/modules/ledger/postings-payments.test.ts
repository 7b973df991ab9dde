import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { books } from './postings-test-kit.js';

// Issue 29, decision 0026: money through the gateways reaches the ledger in the transaction that records it —
// a payment completed (bKash callback, SSLCommerz IPN and return, a COD advance), a late payment and its
// refund, Pay again's closed attempt paid anyway, a cancelled paid order's refund — each once, however often
// the gateway calls. Driven through the bKash and SSLCommerz stand-ins; PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
let admin: Session;
let ledger: ReturnType<typeof books>;
beforeAll(async () => {
  shop = await startPaymentsShop();
  ledger = books(shop.db);
  buyer = await shop.signUp('Ledger Buyer');
  admin = await shop.signUpAdmin();
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.control('bkash', { reset: true });
  await shop.control('sslcommerz', { reset: true });
});

/** Two sellers' listings: ৳300 × 10 and ৳120 × 20 (৳5,400 of goods). */
async function twoSellers() {
  const [a, b] = [
    await shop.product({ price: 300, stock: 50 }),
    await shop.product({ price: 120, stock: 50 }),
  ];
  return [
    { productId: a.id, quantity: 10 },
    { productId: b.id, quantity: 20 },
  ];
}

const totalOf = async (checkoutId: string) =>
  (await shop.ordersOf(checkoutId)).reduce((sum, o) => sum + o.totalPoisha, 0);

describe('a payment completed', () => {
  it('bKash, a two-seller checkout: payment:<id> moves the whole amount into bKash clearing, owed to the buyer; five replayed callbacks post nothing more', async () => {
    const placed = await shop.placeOnline(buyer, await twoSellers(), 'bkash_online');
    const callback = await shop.decideBkash(placed.payment.redirectUrl, 'approve');
    await shop.followBkash(callback);
    const [p] = await shop.paymentsOf(placed.checkoutId);
    expect(p!.status).toBe('completed');
    const total = await totalOf(placed.checkoutId);
    expect(p!.amountPoisha).toBe(total);

    expect(await ledger.entry(`payment:${p!.id}`)).toMatchObject({
      kind: 'payment_received',
      checkoutId: placed.checkoutId,
      orderId: null,
      lines: { 'gateway_clearing:bkash': total, buyer_funds: -total },
    });
    expect(await ledger.keysAbout({ checkoutId: placed.checkoutId })).toEqual([`payment:${p!.id}`]);

    const lines = await ledger.lineCount();
    for (let i = 0; i < 5; i++) await shop.followBkash(callback);
    expect(await ledger.lineCount()).toBe(lines);
    expect(await ledger.trialBalance()).toBe(0);
  });

  it('SSLCommerz: the IPN, the browser’s return and a re-sent IPN post one entry into SSLCommerz clearing', async () => {
    const placed = await shop.placeOnline(buyer, await twoSellers(), 'sslcommerz');
    const { returnUrl, fields } = await shop.decideSsl(placed.payment.redirectUrl, 'approve');
    await shop.postForm(returnUrl, fields);
    await shop.postForm(shop.ipnUrl, fields);
    const [p] = await shop.paymentsOf(placed.checkoutId);
    expect(p!.status).toBe('completed');
    const total = await totalOf(placed.checkoutId);
    const posted = await ledger.entriesLike(`payment:${p!.id}`);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.lines).toEqual({ 'gateway_clearing:sslcommerz': total, buyer_funds: -total });
    expect(await ledger.trialBalance()).toBe(0);
  });

  it('a COD advance: only the advance is received (the rest is cash on delivery, not money yet)', async () => {
    const content = (await shop.call(null, 'GET', '/api/content')).body;
    const saved = await shop.call(admin, 'PUT', '/api/admin/content', {
      ...content,
      codAdvance: { percent: 10, above: 1000 },
    });
    expect(saved.status).toBe(200);
    try {
      const placed = await shop.placeOnline(buyer, await twoSellers(), 'cod', {
        advanceMethod: 'bkash_online',
      });
      await shop.followBkash(await shop.decideBkash(placed.payment.redirectUrl, 'approve'));
      const [p] = await shop.paymentsOf(placed.checkoutId);
      expect(p).toMatchObject({ status: 'completed', purpose: 'advance' });
      const advance = p!.amountPoisha;
      expect(advance).toBeLessThan(await totalOf(placed.checkoutId));
      expect((await ledger.entry(`payment:${p!.id}`))!.lines).toEqual({
        'gateway_clearing:bkash': advance,
        buyer_funds: -advance,
      });
    } finally {
      await shop.call(admin, 'PUT', '/api/admin/content', content);
    }
  });
});

describe('money given back through the gateway', () => {
  it('a bKash payment after its hold ended: the receipt, then its refund (gateway-refund:<id>:whole) — the books show both and net to nothing', async () => {
    const product = await shop.product({ price: 150, stock: 100 });
    const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 20 }], 'bkash_online');
    const callback = await shop.decideBkash(placed.payment.redirectUrl, 'approve');
    await shop.ownService().service.expireDue(new Date(Date.now() + 16 * 60_000));
    await shop.followBkash(callback);
    const [p] = await shop.paymentsOf(placed.checkoutId);
    expect(p!.status).toBe('refunded');

    const receipt = await ledger.entry(`payment:${p!.id}`);
    const refund = await ledger.entry(`gateway-refund:${p!.id}:whole`);
    expect(receipt!.lines).toEqual({ 'gateway_clearing:bkash': 300_000, buyer_funds: -300_000 });
    expect(refund).toMatchObject({
      kind: 'payment_refunded',
      checkoutId: placed.checkoutId,
      orderId: null,
      lines: { buyer_funds: 300_000, 'gateway_clearing:bkash': -300_000 },
    });
    expect(await ledger.keysAbout({ checkoutId: placed.checkoutId })).toEqual([
      `gateway-refund:${p!.id}:whole`,
      `payment:${p!.id}`,
    ]);
    const lines = await ledger.lineCount();
    await shop.followBkash(callback);
    expect(await ledger.lineCount()).toBe(lines);
  });

  it('SSLCommerz, the late refund the gateway did not answer: only the receipt until the sweep’s retry refunds it, then the refund once', async () => {
    const product = await shop.product({ price: 150, stock: 100 });
    const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 20 }], 'sslcommerz');
    await shop.control('sslcommerz', { skipIpn: true, stall: { refund: 1 } });
    const { fields } = await shop.decideSsl(placed.payment.redirectUrl, 'approve');
    await shop.expireHold(placed.checkoutId);
    await shop.call(buyer, 'GET', '/api/myorder');
    const { service } = shop.ownService({ timeoutMs: 300 });
    expect(await service.handle('sslcommerz', fields)).toMatchObject({ result: 'expired' });
    const [due] = await shop.paymentsOf(placed.checkoutId);
    expect(due!.status).toBe('refund_due');
    expect(await ledger.keysAbout({ checkoutId: placed.checkoutId })).toEqual([`payment:${due!.id}`]);

    await service.retryRefunds();
    await service.retryRefunds();
    expect((await shop.paymentsOf(placed.checkoutId))[0]!.status).toBe('refunded');
    expect((await ledger.entry(`gateway-refund:${due!.id}:whole`))!.lines).toEqual({
      buyer_funds: 300_000,
      'gateway_clearing:sslcommerz': -300_000,
    });
    expect(await ledger.keysAbout({ checkoutId: placed.checkoutId })).toHaveLength(2);
    expect(await ledger.trialBalance()).toBe(0);
  });

  it('Pay again: money for the closed SSLCommerz attempt is received and refunded; the new attempt’s payment is received', async () => {
    const product = await shop.product({ price: 150, stock: 100 });
    const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 20 }], 'sslcommerz');
    const again = await shop.call(buyer, 'POST', `/api/orders/${placed.orderIds[0]}/pay-again`);
    expect(again.status, again.text).toBe(200);
    await shop.decideSsl(placed.payment.redirectUrl, 'approve');
    await shop.decideSsl(again.body.payment.redirectUrl, 'approve');
    const payments = await shop.paymentsOf(placed.checkoutId);
    const closed = payments.find((p) => p.status === 'refunded')!;
    const paid = payments.find((p) => p.status === 'completed')!;
    expect(await ledger.keysAbout({ checkoutId: placed.checkoutId })).toEqual(
      [`gateway-refund:${closed.id}:whole`, `payment:${closed.id}`, `payment:${paid.id}`].sort(),
    );
    expect((await ledger.entry(`payment:${paid.id}`))!.lines).toEqual({
      'gateway_clearing:sslcommerz': 300_000,
      buyer_funds: -300_000,
    });
  });

  it('cancelling one paid order of a two-seller checkout refunds its share: gateway-refund:<payment>:<order>, once', async () => {
    const placed = await shop.placeOnline(buyer, await twoSellers(), 'sslcommerz');
    await shop.decideSsl(placed.payment.redirectUrl, 'approve');
    const [first, second] = await shop.ordersOf(placed.checkoutId);
    const [p] = await shop.paymentsOf(placed.checkoutId);
    const before = await ledger.balances();

    const cancelled = await shop.call(admin, 'POST', `/api/orders/${first!.id}/cancel`);
    expect(cancelled.body.order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect(await ledger.entry(`gateway-refund:${p!.id}:${first!.id}`)).toMatchObject({
      kind: 'payment_refunded',
      orderId: first!.id,
      checkoutId: placed.checkoutId,
      lines: { buyer_funds: first!.totalPoisha, 'gateway_clearing:sslcommerz': -first!.totalPoisha },
    });
    // Only that order's share left the gateway's clearing; the other order's money is still the buyer's.
    const after = await ledger.balances();
    expect(after.get('gateway_clearing:sslcommerz')! - before.get('gateway_clearing:sslcommerz')!).toBe(
      -first!.totalPoisha,
    );
    expect(second!.paymentStatus).toBe('paid');

    const lines = await ledger.lineCount();
    expect((await shop.call(buyer, 'POST', `/api/orders/${first!.id}/cancel`)).status).toBe(409);
    await shop.ownService().service.retryRefunds();
    expect(await ledger.lineCount()).toBe(lines);
    expect(await ledger.trialBalance()).toBe(0);
  });

  it('a COD advance, one order then marked paid by hand and cancelled: only its share of the advance goes back through the gateway', async () => {
    const content = (await shop.call(null, 'GET', '/api/content')).body;
    await shop.call(admin, 'PUT', '/api/admin/content', {
      ...content,
      codAdvance: { percent: 10, above: 1000 },
    });
    try {
      const placed = await shop.placeOnline(buyer, await twoSellers(), 'cod', {
        advanceMethod: 'bkash_online',
      });
      await shop.followBkash(await shop.decideBkash(placed.payment.redirectUrl, 'approve'));
      const [first] = await shop.ordersOf(placed.checkoutId);
      const share = first!.paidPoisha;
      expect(share).toBeLessThan(placed.payment.amount * 100);
      // The rest of it paid in cash to the seller (an administrator records it), then the order is cancelled.
      expect((await shop.call(admin, 'POST', `/api/orders/${first!.id}/paid`)).status).toBe(200);
      expect((await shop.call(admin, 'POST', `/api/orders/${first!.id}/cancel`)).status).toBe(200);
      const [p] = await shop.paymentsOf(placed.checkoutId);
      const refunded = (await shop.eventsOf(placed.checkoutId)).filter((e) => e.type === 'refunded');
      expect(refunded.map((e) => e.amountPoisha)).toEqual([share]);
      expect((await ledger.entry(`gateway-refund:${p!.id}:${first!.id}`))!.lines).toEqual({
        buyer_funds: share,
        'gateway_clearing:bkash': -share,
      });
    } finally {
      await shop.call(admin, 'PUT', '/api/admin/content', content);
    }
  });

  it("the seller declines a paid bKash order: the buyer's money goes back out of bKash clearing", async () => {
    const seller = await shop.signUp('Declining Seller');
    const product = await shop.product({ price: 200, stock: 100, sellerId: seller.id });
    const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 15 }], 'bkash_online');
    await shop.followBkash(await shop.decideBkash(placed.payment.redirectUrl, 'approve'));
    const declined = await shop.call(seller, 'POST', `/api/orders/${placed.orderIds[0]}/decline`, {
      reason: 'Out of this colour, sorry',
    });
    expect(declined.status).toBe(200);
    const [p] = await shop.paymentsOf(placed.checkoutId);
    const posted = await ledger.entriesLike(`gateway-refund:${p!.id}:`);
    expect(posted.map((e) => [e.key, e.lines])).toEqual([
      [
        `gateway-refund:${p!.id}:${placed.orderIds[0]}`,
        { buyer_funds: 300_000, 'gateway_clearing:bkash': -300_000 },
      ],
    ]);
  });
});
