import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from './payments-test-kit.js';

// Holds (issue 14 "Holds"): an online checkout's stock is held until its hold ends; expiry releases it
// exactly once — also while confirmations race it — and a confirmation that arrives after expiry is given
// back through the gateway. Runs on PGlite, and on PostgreSQL (a real pool) when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
beforeAll(async () => {
  shop = await startPaymentsShop();
  buyer = await shop.signUp('Slow Payer');
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.control('bkash', { reset: true });
  await shop.control('sslcommerz', { reset: true });
});

const STOCK = 100;

async function held(method: 'bkash_online' | 'sslcommerz') {
  const product = await shop.product({ price: 150, stock: STOCK });
  const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 20 }], method);
  expect(await shop.stockOf(product.id)).toBe(STOCK - 20);
  return { product, ...placed };
}

/** Stock left plus units in orders that stand make the starting stock. */
async function expectBooksBalance(productId: string) {
  expect((await shop.stockOf(productId)) + (await shop.unitsSold(productId))).toBe(STOCK);
}

describe('hold expiry', () => {
  it('on read: My Orders ends a hold that ran out; stock back, ledger expired; the payer’s later cancel changes nothing', async () => {
    const { product, checkoutId, payment } = await held('bkash_online');
    await shop.expireHold(checkoutId);
    const mine = await shop.call(buyer, 'GET', '/api/myorder');
    expect(mine.status).toBe(200);
    const [order] = await shop.ordersOf(checkoutId);
    expect(order).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: 'payment not completed',
      holdExpiresAt: null,
    });
    expect(await shop.stockOf(product.id)).toBe(STOCK);
    expect((await shop.paymentsOf(checkoutId))[0]!.status).toBe('expired');
    expect(await shop.typesOf(checkoutId)).toEqual(['expired', 'initiated']);

    const landed = await shop.followBkash(await shop.decideBkash(payment.redirectUrl, 'cancel'));
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=expired`);
    expect(await shop.stockOf(product.id)).toBe(STOCK);
    expect(await shop.typesOf(checkoutId)).toEqual(['expired', 'initiated']);
  });

  it('a hold not yet over is left alone; expireDue at a later `now` ends it', async () => {
    const { product, checkoutId } = await held('sslcommerz');
    const { service } = shop.ownService();
    expect(await service.expireDue()).toBe(0);
    expect((await shop.ordersOf(checkoutId))[0]!.orderStatus).toBe('awaiting_payment');
    const later = new Date(Date.now() + (shop.config.payments.holdMinutes + 1) * 60_000);
    expect(await service.expireDue(later)).toBeGreaterThanOrEqual(1);
    expect((await shop.ordersOf(checkoutId))[0]!.orderStatus).toBe('cancelled');
    expect(await shop.stockOf(product.id)).toBe(STOCK);
    // A second sweep finds nothing left to do.
    expect(await service.expireDue(later)).toBe(0);
    expect(await shop.stockOf(product.id)).toBe(STOCK);
  });

  it('20 confirmations racing expiry: stock returned at most once, the order paid or cancelled, never both', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round++) {
      const { product, checkoutId, orderIds, payment } = await held('bkash_online');
      const callback = await shop.decideBkash(payment.redirectUrl, 'approve');
      await shop.expireHold(checkoutId);
      const { service } = shop.ownService();
      const sweep = () =>
        Promise.all([
          service.expireDue(),
          shop.call(buyer, 'GET', '/api/myorder'),
          shop.call(buyer, 'GET', `/api/orders/${orderIds[0]}`),
          service.expireDue(),
        ]);
      const callbacks = Array.from({ length: 20 }, () => shop.followBkash(callback));
      if (round < 2) {
        // All at once: in practice expiry gets there first (a confirmation must ask bKash before it locks).
        await Promise.all([sweep(), ...callbacks]);
      } else {
        // Expiry races the replays of a confirmation that has just been applied.
        const firstCompleted = new Promise<void>((resolve) =>
          callbacks.forEach(
            (c) => void c.then((l) => l.location?.endsWith('payment=completed') && resolve()),
          ),
        );
        await Promise.race([firstCompleted, Promise.all(callbacks)]);
        await Promise.all([sweep(), ...callbacks]);
      }

      const [order] = await shop.ordersOf(checkoutId);
      const [p] = await shop.paymentsOf(checkoutId);
      const events = await shop.eventsOf(checkoutId);
      const count = (type: string) => events.filter((e) => e.type === type).length;
      expect((await shop.counts('bkash')).execute).toBe(round + 1);
      expect(count('completed')).toBe(1);
      if (order!.orderStatus === 'pending') {
        // The confirmation won: paid, stock stays taken, nothing expired or refunded.
        outcomes.push('paid');
        expect(order).toMatchObject({ paymentStatus: 'paid', paidPoisha: 300_000 });
        expect(p!.status).toBe('completed');
        expect([count('expired'), count('refunded')]).toEqual([0, 0]);
        expect(await shop.stockOf(product.id)).toBe(STOCK - 20);
      } else {
        // Expiry won: cancelled once, stock back once, the late money given back.
        outcomes.push('cancelled');
        expect(order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'unpaid', paidPoisha: 0 });
        expect(p!.status).toBe('refunded');
        expect([count('expired'), count('refunded')]).toEqual([1, 1]);
        expect(await shop.stockOf(product.id)).toBe(STOCK);
      }
      const history = (await shop.call(buyer, 'GET', `/api/orders/${orderIds[0]}`)).body.history as {
        status: string;
      }[];
      expect(history.map((h) => h.status)).toEqual([
        'awaiting_payment',
        order!.orderStatus === 'pending' ? 'pending' : 'cancelled',
      ]);
      await expectBooksBalance(product.id);
    }
    expect(outcomes.slice(2)).toEqual(['paid', 'paid']);
  });
});

describe('a confirmation after expiry', () => {
  it('bKash: recorded as completed (with a note) and refunded automatically at bKash', async () => {
    const { product, checkoutId, orderIds, payment } = await held('bkash_online');
    const callback = await shop.decideBkash(payment.redirectUrl, 'approve');
    const { service } = shop.ownService();
    await service.expireDue(new Date(Date.now() + 16 * 60_000));
    expect(await shop.stockOf(product.id)).toBe(STOCK);

    const landed = await shop.followBkash(callback);
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=expired`);
    const [p] = await shop.paymentsOf(checkoutId);
    expect(p!.status).toBe('refunded');
    const events = await shop.eventsOf(checkoutId);
    expect(events.map((e) => e.type)).toEqual(['initiated', 'expired', 'completed', 'refunded']);
    expect(events[2]).toMatchObject({
      note: 'arrived after the payment was expired',
      gatewayTrxId: p!.gatewayTrxId,
    });
    expect(events[3]).toMatchObject({
      amountPoisha: 300_000,
      refundId: expect.any(String),
      gatewayTrxId: p!.gatewayTrxId,
    });
    expect(await shop.counts('bkash')).toMatchObject({ execute: 1, refund: 1 });
    // The order stays cancelled and unpaid; its stock went back once.
    expect((await shop.ordersOf(checkoutId))[0]).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'unpaid',
    });
    expect(await shop.stockOf(product.id)).toBe(STOCK);
    const details = await shop.call(buyer, 'GET', `/api/orders/${orderIds[0]}`);
    expect(details.body.payments.map((e: { type: string }) => e.type)).toEqual([
      'initiated',
      'expired',
      'completed',
      'refunded',
    ]);

    // Replayed: no second refund.
    await shop.followBkash(callback);
    expect((await shop.counts('bkash')).refund).toBe(1);
  });

  it('SSLCommerz: refunded; a refund the gateway does not answer is retried by the sweep', async () => {
    const { product, checkoutId, payment } = await held('sslcommerz');
    await shop.control('sslcommerz', { skipIpn: true, stall: { refund: 1 } });
    const { returnUrl, fields } = await shop.decideSsl(payment.redirectUrl, 'approve');
    await shop.expireHold(checkoutId);
    await shop.call(buyer, 'GET', '/api/myorder');
    expect(await shop.stockOf(product.id)).toBe(STOCK);

    // The late return, through a service whose client gives up quickly: the refund call stalls.
    const { service, log } = shop.ownService({ timeoutMs: 300 });
    expect(await service.handle('sslcommerz', fields)).toMatchObject({ result: 'expired' });
    expect(log).toContain('refund of a late payment failed; the sweep tries again');
    // The shop runs no sweep of its own here (PAYMENT_SWEEP_MS=0): nothing retries the refund before the
    // test does, however long the steps above took.
    expect(shop.config.payments.sweepMs).toBe(0);
    expect((await shop.paymentsOf(checkoutId))[0]!.status).toBe('refund_due');

    await service.retryRefunds();
    const [p] = await shop.paymentsOf(checkoutId);
    expect(p!.status).toBe('refunded');
    const events = await shop.eventsOf(checkoutId);
    expect(events.map((e) => e.type)).toEqual(['initiated', 'expired', 'completed', 'refunded']);
    // SSLCommerz's refund_ref_id, as its stand-in (like the gateway) makes them.
    expect(events[3]!.refundId).toMatch(/^\d{12}[A-Za-z0-9]{15}$/);
    // The browser's return after all that: answered, nothing more refunded.
    const landed = await shop.postForm(returnUrl, fields);
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=expired`);
    expect((await shop.counts('sslcommerz')).refund).toBe(2);
    expect(await shop.typesOf(checkoutId)).toEqual(['completed', 'expired', 'initiated', 'refunded']);
    expect(await shop.stockOf(product.id)).toBe(STOCK);
  });
});
