import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from './payments-test-kit.js';

// bKash Tokenized Checkout end to end against the stand-in (issue 14 "Done when"): the shop listens on a real
// port, its client talks to the stand-in over HTTP, and the payer's browser is played with fetch. Runs on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
beforeAll(async () => {
  shop = await startPaymentsShop();
  buyer = await shop.signUp('Bkash Buyer');
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.control('bkash', { reset: true });
});

/** A ৳`price` × 20 listing and a bKash checkout of it; answers the ids and where the payer goes. */
async function bkashCheckout(price = 125.5) {
  const p = await shop.product({ price, stock: 500 });
  const placed = await shop.placeOnline(buyer, [{ productId: p.id, quantity: 20 }], 'bkash_online');
  return { product: p, ...placed };
}

describe('bKash: happy path', () => {
  it('checkout → payer approves → callback: orders pending and paid, ledger initiated + completed, stock stays taken', async () => {
    const { product, checkoutId, orderIds, payment } = await bkashCheckout();
    expect(payment).toMatchObject({ amount: 2510, redirectUrl: expect.stringContaining('/_fake/bkash/') });
    const [awaiting] = await shop.ordersOf(checkoutId);
    expect(awaiting).toMatchObject({ orderStatus: 'awaiting_payment', paymentStatus: 'unpaid' });
    expect(awaiting!.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await shop.stockOf(product.id)).toBe(480);

    const callback = await shop.decideBkash(payment.redirectUrl, 'approve');
    expect(new URL(callback).pathname).toBe('/api/payments/bkash/callback');
    const landed = await shop.followBkash(callback);
    expect(landed.status).toBe(303);
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=completed`);

    const [order] = await shop.ordersOf(checkoutId);
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'paid',
      paidPoisha: 251_000,
      holdExpiresAt: null,
    });
    expect(await shop.stockOf(product.id)).toBe(480);
    const [paid] = await shop.paymentsOf(checkoutId);
    expect(paid).toMatchObject({ status: 'completed', gateway: 'bkash', amountPoisha: 251_000 });
    expect(paid!.gatewayTrxId).toMatch(/^[A-Z0-9]{10}$/);
    expect(await shop.typesOf(checkoutId)).toEqual(['completed', 'initiated']);
    expect(await shop.counts('bkash')).toMatchObject({ create: 1, execute: 1, status: 0 });

    // The order page shows the payment history, as the buyer sees it.
    const details = await shop.call(buyer, 'GET', `/api/orders/${orderIds[0]}`);
    expect(details.status).toBe(200);
    expect(details.body.order).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'paid',
      paidAmount: 2510,
      dueAmount: 0,
    });
    expect(details.body.payments.map((e: { type: string }) => e.type)).toEqual(['initiated', 'completed']);
    expect(details.body.payments[1]).toMatchObject({ amount: 2510, gatewayTrxId: paid!.gatewayTrxId });
  });

  it('the payer page keeps its origin for its form posts (the shop refuses `Origin: null` with a cookie)', async () => {
    const { payment } = await bkashCheckout();
    const page = await fetch(payment.redirectUrl);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    // What a browser would send under the shop's own no-referrer policy: refused, and nothing decided.
    const refused = await fetch(`${payment.redirectUrl}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: buyer.cookie, origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(refused.status).toBe(403);
    const allowed = await fetch(`${payment.redirectUrl}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: buyer.cookie,
        origin: shop.base,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
    });
    expect(allowed.status).toBe(303);
  });

  it('offers both online methods', async () => {
    const res = await shop.call(null, 'GET', '/api/payments/options');
    expect(res.body).toMatchObject({ online: ['bkash_online', 'sslcommerz'], holdMinutes: 15 });
  });
});

describe('bKash: the payer fails or cancels', () => {
  for (const [decision, status] of [
    ['fail', 'failed'],
    ['cancel', 'cancelled'],
  ] as const) {
    it(`${decision}: ${status === 'cancelled' ? 'orders cancelled ("payment not completed"), stock back' : 'the hold keeps running (pay again)'}, ledger ${status}`, async () => {
      const { product, checkoutId, payment } = await bkashCheckout();
      expect(await shop.stockOf(product.id)).toBe(480);
      const landed = await shop.followBkash(await shop.decideBkash(payment.redirectUrl, decision));
      expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=${status}`);
      const [order] = await shop.ordersOf(checkoutId);
      const stock = status === 'cancelled' ? 500 : 480;
      expect(order).toMatchObject({
        orderStatus: status === 'cancelled' ? 'cancelled' : 'awaiting_payment',
        cancelReason: status === 'cancelled' ? 'payment not completed' : null,
        paymentStatus: 'unpaid',
        paidPoisha: 0,
      });
      expect(await shop.stockOf(product.id)).toBe(stock);
      expect((await shop.paymentsOf(checkoutId))[0]).toMatchObject({ status, gatewayTrxId: null });
      expect(await shop.typesOf(checkoutId)).toEqual([status, 'initiated'].sort());
      // Nothing moved at bKash: no execute for a payer who did not approve.
      expect((await shop.counts('bkash')).execute).toBe(0);
      if (status === 'failed') {
        // A failed attempt leaves the hold; when it ends, the line goes back into the buyer's cart.
        expect(JSON.stringify((await shop.call(buyer, 'GET', '/api/cart')).body)).not.toContain(product.id);
        await shop.expireHold(checkoutId);
        await shop.call(buyer, 'GET', '/api/myorder');
        expect(await shop.stockOf(product.id)).toBe(500);
        expect(JSON.stringify((await shop.call(buyer, 'GET', '/api/cart')).body)).toContain(product.id);
      }
      // The same return again changes nothing (stock back once).
      await shop.followBkash(
        `${shop.base}/api/payments/bkash/callback?paymentID=${(await shop.paymentsOf(checkoutId))[0]!.gatewayPaymentId}&status=${decision === 'fail' ? 'failure' : 'cancel'}`,
      );
      expect(await shop.stockOf(product.id)).toBe(stock === 480 ? 500 : stock);
      expect((await shop.typesOf(checkoutId)).filter((t) => t !== 'expired')).toEqual(
        [status, 'initiated'].sort(),
      );
    });
  }
});

describe('bKash: a cancel bKash does not (yet) confirm (issue 28)', () => {
  it("is believed from the buyer's own session (the payer's browser coming back): the checkout ends", async () => {
    const { product, checkoutId } = await bkashCheckout();
    const [row] = await shop.paymentsOf(checkoutId);
    // bKash still reports the payment Initiated: only the buyer's session backs the claim.
    const back = await shop.call(
      buyer,
      'GET',
      `/api/payments/bkash/callback?paymentID=${row!.gatewayPaymentId}&status=cancel`,
    );
    expect(back.location).toBe(`/orders?checkout=${checkoutId}&payment=cancelled`);
    expect((await shop.ordersOf(checkoutId))[0]).toMatchObject({ orderStatus: 'cancelled' });
    expect(await shop.stockOf(product.id)).toBe(500);
    expect((await shop.paymentsOf(checkoutId))[0]).toMatchObject({ status: 'cancelled' });
    // The checkout had emptied the cart: the line is back there (issue 28 #9).
    const cart = await shop.call(buyer, 'GET', '/api/cart');
    expect(JSON.stringify(cart.body)).toContain(product.id);
  });

  it('from anyone else is answered "pending" and changes nothing', async () => {
    const { product, checkoutId } = await bkashCheckout();
    const [row] = await shop.paymentsOf(checkoutId);
    const other = await shop.signUp('Someone Else');
    const res = await shop.call(
      other,
      'GET',
      `/api/payments/bkash/callback?paymentID=${row!.gatewayPaymentId}&status=cancel`,
    );
    expect(res.location).toBe(`/orders?checkout=${checkoutId}&payment=pending`);
    expect((await shop.ordersOf(checkoutId))[0]).toMatchObject({ orderStatus: 'awaiting_payment' });
    expect(await shop.stockOf(product.id)).toBe(480);
    expect(await shop.typesOf(checkoutId)).toEqual(['initiated']);
    expect((await shop.counts('bkash')).execute).toBe(0);
  });
});

describe('bKash: execute times out', () => {
  it('the status query completes the payment; bKash executes exactly once', async () => {
    const { product, checkoutId, payment } = await bkashCheckout();
    const callback = await shop.decideBkash(payment.redirectUrl, 'approve');
    // bKash's answer to execute comes late (the money has moved): longer than the client waits.
    await shop.control('bkash', { executeDelayMs: 5_000 });
    const { service, log } = shop.ownService({ timeoutMs: 300 });
    const params = Object.fromEntries(new URL(callback).searchParams);
    const outcome = await service.handle('bkash', params);
    expect(outcome).toMatchObject({ result: 'completed', checkoutId });
    expect(log).toEqual([]);
    expect(await shop.counts('bkash')).toMatchObject({ execute: 1, status: 1 });
    const [order] = await shop.ordersOf(checkoutId);
    expect(order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid' });
    expect(await shop.stockOf(product.id)).toBe(480);

    // The browser's own callback reaches the app later: answered from the stored state, nothing executed.
    const landed = await shop.followBkash(callback);
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=completed`);
    expect((await shop.counts('bkash')).execute).toBe(1);
    expect(await shop.typesOf(checkoutId)).toEqual(['completed', 'initiated']);
    await shop.control('bkash', { reset: true });
  });
});

describe('bKash: the same callback again', () => {
  it('5 times in a row: one completed event, one execute, the order moved once', async () => {
    const { product, checkoutId, orderIds, payment } = await bkashCheckout();
    const callback = await shop.decideBkash(payment.redirectUrl, 'approve');
    for (let i = 0; i < 5; i++) {
      const landed = await shop.followBkash(callback);
      expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=completed`);
    }
    expect(await shop.typesOf(checkoutId)).toEqual(['completed', 'initiated']);
    expect((await shop.counts('bkash')).execute).toBe(1);
    expect(await shop.paymentsOf(checkoutId)).toHaveLength(1);
    const details = await shop.call(buyer, 'GET', `/api/orders/${orderIds[0]}`);
    expect(details.body.history.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'pending',
    ]);
    expect(await shop.stockOf(product.id)).toBe(480);
  });

  it('5 at once: one execute at bKash, one completed event, the order moved once', async () => {
    const { product, checkoutId, orderIds, payment } = await bkashCheckout();
    const callback = await shop.decideBkash(payment.redirectUrl, 'approve');
    const landed = await Promise.all(Array.from({ length: 5 }, () => shop.followBkash(callback)));
    // Those that arrive while the first executes are told "pending" (only it may execute); none fails.
    for (const l of landed) expect(l.location).toMatch(/payment=(completed|pending)$/);
    expect(landed.some((l) => l.location!.endsWith('payment=completed'))).toBe(true);
    expect((await shop.counts('bkash')).execute).toBe(1);
    expect(await shop.typesOf(checkoutId)).toEqual(['completed', 'initiated']);
    const [order] = await shop.ordersOf(checkoutId);
    expect(order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid', paidPoisha: 251_000 });
    const details = await shop.call(buyer, 'GET', `/api/orders/${orderIds[0]}`);
    expect(details.body.history.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'pending',
    ]);
    expect(await shop.stockOf(product.id)).toBe(480);
  });

  it('a forged callback naming an unknown payment changes nothing', async () => {
    const { checkoutId } = await bkashCheckout();
    const landed = await shop.followBkash(
      `${shop.base}/api/payments/bkash/callback?paymentID=TR0011FORGED&status=success`,
    );
    expect(landed.location).toBe('/orders?payment=failed');
    expect((await shop.ordersOf(checkoutId))[0]!.orderStatus).toBe('awaiting_payment');
    expect((await shop.counts('bkash')).execute).toBe(0);
  });
});

describe('bKash: a tampered amount', () => {
  it('is refused: ledger rejected, the order stays awaiting payment and unpaid', async () => {
    const { product, checkoutId, payment } = await bkashCheckout();
    await shop.control('bkash', { amountOverride: '25.10' });
    const landed = await shop.followBkash(await shop.decideBkash(payment.redirectUrl, 'approve'));
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=failed`);
    const [order] = await shop.ordersOf(checkoutId);
    expect(order).toMatchObject({ orderStatus: 'awaiting_payment', paymentStatus: 'unpaid', paidPoisha: 0 });
    const [p] = await shop.paymentsOf(checkoutId);
    expect(p).toMatchObject({ status: 'initiated', gatewayTrxId: null });
    const rejected = (await shop.eventsOf(checkoutId)).find((e) => e.type === 'rejected');
    expect(rejected).toMatchObject({ amountPoisha: 2_510, note: expect.stringContaining('25.10') });
    expect(await shop.typesOf(checkoutId)).toEqual(['initiated', 'rejected']);
    expect(await shop.stockOf(product.id)).toBe(480);
  });
});
