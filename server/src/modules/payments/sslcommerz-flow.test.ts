import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from './payments-test-kit.js';

// SSLCommerz end to end against the stand-in (issue 14 "Done when"): session → the hosted page (the
// stand-in's payer page) → the IPN, server to server, and the browser's return, both confirmed only through
// the validation API. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
beforeAll(async () => {
  shop = await startPaymentsShop();
  buyer = await shop.signUp('Card Buyer');
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.control('sslcommerz', { reset: true });
});

/** Two sellers' listings (৳99.99 × 10 and ৳250 × 12) in one SSLCommerz checkout: ৳3,999.90. */
async function sslCheckout() {
  const [a, b] = [
    await shop.product({ price: 99.99, stock: 100 }),
    await shop.product({ price: 250, stock: 100 }),
  ];
  const placed = await shop.placeOnline(
    buyer,
    [
      { productId: a.id, quantity: 10 },
      { productId: b.id, quantity: 12 },
    ],
    'sslcommerz',
  );
  return { products: [a, b], ...placed };
}

const stocks = (ps: { id: string }[]) => Promise.all(ps.map((p) => shop.stockOf(p.id)));

describe('SSLCommerz: happy path', () => {
  it('session → payer approves (IPN, then the return) → both orders pending and paid', async () => {
    const { products, checkoutId, orderIds, payment } = await sslCheckout();
    expect(orderIds).toHaveLength(2);
    expect(payment).toMatchObject({
      amount: 3999.9,
      redirectUrl: expect.stringContaining('/_fake/sslcommerz/pay/'),
    });
    expect(await stocks(products)).toEqual([90, 88]);

    const { returnUrl, fields } = await shop.decideSsl(payment.redirectUrl, 'approve');
    expect(fields).toMatchObject({
      status: 'VALID',
      tran_id: (await shop.paymentsOf(checkoutId))[0]!.id,
      amount: '3999.90',
    });
    // The IPN arrived first (server to server) and was validated: the orders are paid already.
    expect((await shop.ordersOf(checkoutId)).map((o) => [o.orderStatus, o.paymentStatus])).toEqual([
      ['pending', 'paid'],
      ['pending', 'paid'],
    ]);
    expect(new URL(returnUrl).pathname).toBe('/api/payments/sslcommerz/success');
    const landed = await shop.postForm(returnUrl, fields);
    expect(landed).toMatchObject({
      status: 303,
      location: `/orders?checkout=${checkoutId}&payment=completed`,
    });

    const orders = await shop.ordersOf(checkoutId);
    expect(orders.map((o) => o.paidPoisha).sort((x, y) => x - y)).toEqual([99_990, 300_000]);
    expect(orders.every((o) => o.holdExpiresAt === null)).toBe(true);
    expect(await stocks(products)).toEqual([90, 88]);
    const [p] = await shop.paymentsOf(checkoutId);
    expect(p).toMatchObject({
      status: 'completed',
      gateway: 'sslcommerz',
      amountPoisha: 399_990,
      gatewayTrxId: fields.bank_tran_id,
    });
    expect(await shop.typesOf(checkoutId)).toEqual(['completed', 'initiated']);
    // Confirmed through the validation API (the IPN's fields alone prove nothing).
    expect((await shop.counts('sslcommerz')).validation).toBeGreaterThanOrEqual(1);
  });

  it('the payer page keeps its origin for its form posts (the shop refuses `Origin: null` with a cookie)', async () => {
    const { payment } = await sslCheckout();
    const page = await fetch(payment.redirectUrl);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('without an IPN, the browser return alone completes it (validated with SSLCommerz)', async () => {
    const { checkoutId, payment } = await sslCheckout();
    await shop.control('sslcommerz', { skipIpn: true });
    const { returnUrl, fields } = await shop.decideSsl(payment.redirectUrl, 'approve');
    expect((await shop.ordersOf(checkoutId))[0]!.orderStatus).toBe('awaiting_payment');
    const landed = await shop.postForm(returnUrl, fields);
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=completed`);
    expect((await shop.ordersOf(checkoutId)).map((o) => o.paymentStatus)).toEqual(['paid', 'paid']);
    expect(await shop.typesOf(checkoutId)).toEqual(['completed', 'initiated']);
  });
});

describe('SSLCommerz: the payer fails or cancels', () => {
  for (const [decision, status, path] of [
    ['fail', 'failed', 'fail'],
    ['cancel', 'cancelled', 'cancel'],
  ] as const) {
    it(`${decision}: ${status === 'cancelled' ? 'orders cancelled ("payment not completed"), stock back' : 'the hold keeps running (pay again)'}, ledger ${status}`, async () => {
      const { products, checkoutId, payment } = await sslCheckout();
      const { returnUrl, fields } = await shop.decideSsl(payment.redirectUrl, decision);
      expect(new URL(returnUrl).pathname).toBe(`/api/payments/sslcommerz/${path}`);
      const landed = await shop.postForm(returnUrl, fields);
      expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=${status}`);
      // A cancel gives the stock back; a failed attempt keeps it held for paying again.
      const stock = status === 'cancelled' ? [100, 100] : [90, 88];
      for (const o of await shop.ordersOf(checkoutId))
        expect(o).toMatchObject({
          orderStatus: status === 'cancelled' ? 'cancelled' : 'awaiting_payment',
          cancelReason: status === 'cancelled' ? 'payment not completed' : null,
          paymentStatus: 'unpaid',
        });
      expect(await stocks(products)).toEqual(stock);
      expect((await shop.paymentsOf(checkoutId))[0]).toMatchObject({ status, gatewayTrxId: null });
      expect(await shop.typesOf(checkoutId)).toEqual([status, 'initiated'].sort());
      // The IPN and the return both reported it: stock came back once.
      await shop.postForm(shop.ipnUrl, fields);
      expect(await stocks(products)).toEqual(stock);
      expect(await shop.typesOf(checkoutId)).toEqual([status, 'initiated'].sort());
    });
  }
});

describe('SSLCommerz: the IPN replayed', () => {
  it('5 IPNs at once, then 5 more and 5 returns one by one: one completed event, one payment, orders moved once', async () => {
    const { products, checkoutId, orderIds, payment } = await sslCheckout();
    await shop.control('sslcommerz', { ipnRepeat: 5 });
    const { returnUrl, fields } = await shop.decideSsl(payment.redirectUrl, 'approve');
    for (let i = 0; i < 5; i++) {
      const ipn = await shop.postForm(shop.ipnUrl, fields);
      expect(ipn.status).toBe(200);
      expect(JSON.parse(ipn.text)).toEqual({ received: true, result: 'completed' });
      const back = await shop.postForm(returnUrl, fields);
      expect(back.location).toBe(`/orders?checkout=${checkoutId}&payment=completed`);
    }
    expect(await shop.typesOf(checkoutId)).toEqual(['completed', 'initiated']);
    expect(await shop.paymentsOf(checkoutId)).toHaveLength(1);
    for (const id of orderIds) {
      const details = await shop.call(buyer, 'GET', `/api/orders/${id}`);
      expect(details.body.history.map((h: { status: string }) => h.status)).toEqual([
        'awaiting_payment',
        'pending',
      ]);
      expect(details.body.order.paymentStatus).toBe('paid');
    }
    expect(await stocks(products)).toEqual([90, 88]);
  });

  it('an IPN whose fields were changed after signing is rejected and changes nothing', async () => {
    const { checkoutId, payment } = await sslCheckout();
    await shop.control('sslcommerz', { skipIpn: true });
    const { fields } = await shop.decideSsl(payment.redirectUrl, 'approve');
    const forged = await shop.postForm(shop.ipnUrl, {
      ...fields,
      tran_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(JSON.parse(forged.text)).toEqual({ received: true, result: 'failed' });
    const unsigned = await shop.postForm(shop.ipnUrl, { ...fields, amount: '1.00' });
    // Refused on verify_sign: the payment stays open (the buyer may still pay), the refusal is logged.
    expect(JSON.parse(unsigned.text)).toEqual({ received: true, result: 'pending' });
    const rejected = (await shop.eventsOf(checkoutId)).filter((e) => e.type === 'rejected');
    expect(rejected.map((e) => e.note)).toEqual(['verify_sign does not match the posted fields']);
    expect((await shop.ordersOf(checkoutId)).map((o) => o.orderStatus)).toEqual([
      'awaiting_payment',
      'awaiting_payment',
    ]);
    expect((await shop.typesOf(checkoutId)).filter((t) => t === 'completed')).toEqual([]);
  });
});

describe('SSLCommerz: a tampered amount', () => {
  it('is refused: ledger rejected, orders stay awaiting payment and unpaid', async () => {
    const { products, checkoutId, payment } = await sslCheckout();
    await shop.control('sslcommerz', { amountOverride: '399.99' });
    const { returnUrl, fields } = await shop.decideSsl(payment.redirectUrl, 'approve');
    const landed = await shop.postForm(returnUrl, fields);
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=failed`);
    for (const o of await shop.ordersOf(checkoutId))
      expect(o).toMatchObject({ orderStatus: 'awaiting_payment', paymentStatus: 'unpaid', paidPoisha: 0 });
    expect((await shop.paymentsOf(checkoutId))[0]).toMatchObject({ status: 'initiated', gatewayTrxId: null });
    const events = await shop.eventsOf(checkoutId);
    expect(events.filter((e) => e.type === 'completed')).toEqual([]);
    const rejected = events.filter((e) => e.type === 'rejected');
    // The IPN and the return: each refused and logged.
    expect(rejected).toHaveLength(2);
    expect(rejected[0]).toMatchObject({ amountPoisha: 39_999, note: expect.stringContaining('399.99') });
    expect(await stocks(products)).toEqual([90, 88]);
  });
});
