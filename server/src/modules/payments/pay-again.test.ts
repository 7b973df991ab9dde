import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from './payments-test-kit.js';

// Pay again (issue 28 item 9): after a failed attempt, or with one still open, the buyer starts a new attempt
// for the same checkout while its hold lasts. Only the newest attempt can be paid: bKash never executes a
// closed one, SSLCommerz money for one is refunded. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL
// is set.

let shop: PaymentsShop;
let buyer: Session;
beforeAll(async () => {
  shop = await startPaymentsShop();
  buyer = await shop.signUp('Second Try');
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.control('bkash', { reset: true });
  await shop.control('sslcommerz', { reset: true });
});

const STOCK = 300;

async function held(method: 'bkash_online' | 'sslcommerz') {
  const product = await shop.product({ price: 150, stock: STOCK });
  const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 20 }], method);
  return { product, ...placed };
}

const payAgain = (who: Session | null, orderId: string) =>
  shop.call(who, 'POST', `/api/orders/${orderId}/pay-again`);

describe('Pay again', () => {
  it('bKash: a failed attempt, Pay again, approve: paid once; the hold and the amount are the same', async () => {
    const { product, checkoutId, orderIds, payment } = await held('bkash_online');
    const failed = await shop.followBkash(await shop.decideBkash(payment.redirectUrl, 'fail'));
    expect(failed.location).toBe(`/orders?checkout=${checkoutId}&payment=failed`);

    const again = await payAgain(buyer, orderIds[0]!);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      acknowledged: true,
      payment: { gateway: 'bkash', purpose: 'full', amount: 3000, holdExpiresAt: payment.holdExpiresAt },
    });
    expect(again.body.payment.redirectUrl).not.toBe(payment.redirectUrl);

    const landed = await shop.followBkash(await shop.decideBkash(again.body.payment.redirectUrl, 'approve'));
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=completed`);
    expect((await shop.ordersOf(checkoutId))[0]).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'paid',
      paidPoisha: 300_000,
    });
    expect((await shop.paymentsOf(checkoutId)).map((p) => p.status).sort()).toEqual(['completed', 'failed']);
    expect(await shop.typesOf(checkoutId)).toEqual(['completed', 'failed', 'initiated', 'initiated']);
    expect(await shop.stockOf(product.id)).toBe(STOCK - 20);
    expect((await shop.counts('bkash')).execute).toBe(1);

    // Paid: nothing more to pay.
    const paid = await payAgain(buyer, orderIds[0]!);
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({ acknowledged: false, message: 'This order is already paid' });
  });

  it('bKash: Pay again while an attempt is open closes it; its approval executes nothing, the new one pays', async () => {
    const { checkoutId, orderIds, payment } = await held('bkash_online');
    const again = await payAgain(buyer, orderIds[0]!);
    expect(again.status).toBe(200);
    const first = await shop.paymentsOf(checkoutId);
    expect(
      first.find((p) => p.gatewayPaymentId && payment.redirectUrl.includes(p.gatewayPaymentId)),
    ).toMatchObject({ status: 'failed' });

    // The payer finishes the old page after all: bKash is never asked to execute it, and the buyer is told
    // that attempt did not go through.
    const old = await shop.followBkash(await shop.decideBkash(payment.redirectUrl, 'approve'));
    expect(old.location).toBe(`/orders?checkout=${checkoutId}&payment=failed`);
    expect((await shop.counts('bkash')).execute ?? 0).toBe(0);
    expect((await shop.ordersOf(checkoutId))[0]!.orderStatus).toBe('awaiting_payment');

    const landed = await shop.followBkash(await shop.decideBkash(again.body.payment.redirectUrl, 'approve'));
    expect(landed.location).toBe(`/orders?checkout=${checkoutId}&payment=completed`);
    expect((await shop.counts('bkash')).execute).toBe(1);
    expect((await shop.ordersOf(checkoutId))[0]).toMatchObject({ paymentStatus: 'paid' });
  });

  it('SSLCommerz: money for an attempt Pay again closed is refunded; the order still waits for the new one', async () => {
    const { product, checkoutId, orderIds, payment } = await held('sslcommerz');
    const again = await payAgain(buyer, orderIds[0]!);
    expect(again.status).toBe(200);
    expect(again.body.payment).toMatchObject({ gateway: 'sslcommerz', amount: 3000 });

    // The old page is paid anyway (SSLCommerz cannot be told to close it): its IPN is refunded at once.
    await shop.decideSsl(payment.redirectUrl, 'approve');
    expect((await shop.counts('sslcommerz')).refund).toBe(1);
    expect((await shop.ordersOf(checkoutId))[0]).toMatchObject({
      orderStatus: 'awaiting_payment',
      paymentStatus: 'unpaid',
    });
    expect((await shop.paymentsOf(checkoutId)).map((p) => p.status).sort()).toEqual([
      'initiated',
      'refunded',
    ]);

    await shop.decideSsl(again.body.payment.redirectUrl, 'approve');
    expect((await shop.ordersOf(checkoutId))[0]).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'paid',
    });
    expect((await shop.counts('sslcommerz')).refund).toBe(1);
    expect(await shop.stockOf(product.id)).toBe(STOCK - 20);
  });

  it('answers 409 once the hold has ended (the lines are back in the cart), and 404 to anyone but the buyer', async () => {
    const { checkoutId, orderIds } = await held('bkash_online');
    const stranger = await shop.signUp('Someone Else');
    expect((await payAgain(stranger, orderIds[0]!)).status).toBe(404);
    expect((await payAgain(await shop.signUpAdmin(), orderIds[0]!)).status).toBe(404);
    expect((await payAgain(null, orderIds[0]!)).status).toBe(401);
    expect(await shop.paymentsOf(checkoutId)).toHaveLength(1);

    await shop.expireHold(checkoutId);
    const ended = await payAgain(buyer, orderIds[0]!);
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({
      acknowledged: false,
      code: 'CONFLICT',
      message: 'The time to pay this order has ended: its items are back in your cart',
    });
    expect((await shop.paymentsOf(checkoutId)).map((p) => p.status)).toEqual(['expired']);
  });

  it('Pay again four times at once leaves exactly one attempt open', async () => {
    const { checkoutId, orderIds } = await held('sslcommerz');
    // Four at once (two raced rarely): each closed the attempt it found open and opened its own.
    const answers = await Promise.all([1, 2, 3, 4].map(() => payAgain(buyer, orderIds[0]!)));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const open = (await shop.paymentsOf(checkoutId)).filter((p) => p.status === 'initiated');
    expect(open).toHaveLength(1);
  });
});
