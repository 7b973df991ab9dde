import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from './payments-test-kit.js';

// Refunds (issue 14 "Refunds"): cancelling a paid online order — the buyer while allowed, the seller's
// decline, an admin — gives its amount back through the gateway, once, and the ledger records it with the
// gateway's refund id. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
let admin: Session;
beforeAll(async () => {
  shop = await startPaymentsShop();
  buyer = await shop.signUp('Refund Buyer');
  admin = await shop.signUpAdmin();
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.control('bkash', { reset: true });
  await shop.control('sslcommerz', { reset: true });
});

/** A paid bKash checkout of one listing (৳200 × 15 = ৳3,000), optionally of a seller who can sign in. */
async function paidBkash(sellerId?: string) {
  const product = await shop.product({ price: 200, stock: 100, sellerId });
  const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 15 }], 'bkash_online');
  await shop.followBkash(await shop.decideBkash(placed.payment.redirectUrl, 'approve'));
  expect((await shop.ordersOf(placed.checkoutId))[0]!.paymentStatus).toBe('paid');
  return { product, ...placed };
}

describe('refund on cancel', () => {
  it('the buyer cancels a paid bKash order: refunded through bKash, stock back, ledger refunded', async () => {
    const { product, checkoutId, orderIds } = await paidBkash();
    const res = await shop.call(buyer, 'POST', `/api/orders/${orderIds[0]}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      dueAmount: 0,
    });
    expect(await shop.stockOf(product.id)).toBe(100);
    expect((await shop.counts('bkash')).refund).toBe(1);
    const refunded = (await shop.eventsOf(checkoutId)).filter((e) => e.type === 'refunded');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      orderId: orderIds[0],
      amountPoisha: 300_000,
      refundId: expect.stringMatching(/^[A-Z0-9]{10}$/),
      note: 'order cancelled',
    });
    // The payment as a whole stays completed: refunds are per order.
    expect((await shop.paymentsOf(checkoutId))[0]!.status).toBe('completed');
    const details = await shop.call(buyer, 'GET', `/api/orders/${orderIds[0]}`);
    expect(details.body.payments.map((e: { type: string }) => e.type)).toEqual([
      'initiated',
      'completed',
      'refunded',
    ]);

    // Cancelling again is refused and refunds nothing more.
    expect((await shop.call(buyer, 'POST', `/api/orders/${orderIds[0]}/cancel`)).status).toBe(409);
    expect((await shop.counts('bkash')).refund).toBe(1);
  });

  it("the seller declines a paid order: refunded, the buyer sees the seller's reason", async () => {
    const seller = await shop.signUp('Refusing Seller');
    const { checkoutId, orderIds } = await paidBkash(seller.id);
    const res = await shop.call(seller, 'POST', `/api/orders/${orderIds[0]}/decline`, {
      reason: 'Out of this colour, sorry',
    });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect((await shop.eventsOf(checkoutId)).filter((e) => e.type === 'refunded')).toHaveLength(1);
    expect((await shop.counts('bkash')).refund).toBe(1);
  });

  it("an admin cancels one order of a 2-seller checkout: only that order's amount is refunded", async () => {
    const [a, b] = [
      await shop.product({ price: 300, stock: 50 }),
      await shop.product({ price: 120, stock: 50 }),
    ];
    const placed = await shop.placeOnline(
      buyer,
      [
        { productId: a.id, quantity: 10 },
        { productId: b.id, quantity: 20 },
      ],
      'sslcommerz',
    );
    const { returnUrl, fields } = await shop.decideSsl(placed.payment.redirectUrl, 'approve');
    await shop.postForm(returnUrl, fields);
    const orders = await shop.ordersOf(placed.checkoutId);
    const ofA = orders.find((o) => o.sellerId === a.sellerId)!;
    const ofB = orders.find((o) => o.sellerId === b.sellerId)!;
    expect([ofA.paidPoisha, ofB.paidPoisha]).toEqual([300_000, 240_000]);

    const res = await shop.call(admin, 'POST', `/api/orders/${ofA.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    const refunded = (await shop.eventsOf(placed.checkoutId)).filter((e) => e.type === 'refunded');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      orderId: ofA.id,
      amountPoisha: 300_000,
      refundId: expect.any(String),
    });
    expect((await shop.counts('sslcommerz')).refund).toBe(1);
    const other = (await shop.ordersOf(placed.checkoutId)).find((o) => o.id === ofB.id)!;
    expect(other).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid', paidPoisha: 240_000 });
    expect([await shop.stockOf(a.id), await shop.stockOf(b.id)]).toEqual([50, 30]);

    // The other order too: the two refunds make the whole payment, which SSLCommerz accepts.
    expect((await shop.call(admin, 'POST', `/api/orders/${ofB.id}/cancel`)).body.order.paymentStatus).toBe(
      'refunded',
    );
    const all = (await shop.eventsOf(placed.checkoutId)).filter((e) => e.type === 'refunded');
    expect(all.map((e) => e.amountPoisha).reduce((x, y) => x + y, 0)).toBe(540_000);
    expect(new Set(all.map((e) => e.refundId)).size).toBe(2);
  });

  it('concurrent cancels of one paid order refund it once', async () => {
    const { orderIds } = await paidBkash();
    const replies = await Promise.all([
      shop.call(buyer, 'POST', `/api/orders/${orderIds[0]}/cancel`),
      shop.call(admin, 'POST', `/api/orders/${orderIds[0]}/cancel`),
      shop.call(buyer, 'POST', `/api/orders/${orderIds[0]}/cancel`),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await shop.counts('bkash')).refund).toBe(1);
  });
});
