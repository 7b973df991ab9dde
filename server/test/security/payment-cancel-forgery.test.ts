import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../auth-helpers.js';
import { signSslcommerzFields } from '../../src/modules/payments/gateways/sslcommerz-sign.js';
import { startPaymentsShop, type PaymentsShop } from '../../src/modules/payments/payments-test-kit.js';

// Issue 28 #1: a gateway's fail/cancel return is public. A seller of a multi-seller checkout (who can see the
// checkout's orders) or anyone else who learns a payment's id must not be able to end a competitor's order
// with it: only the gateway's own answer or the buyer's browser coming back may. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
let sellerA: Session;
let sellerB: Session;
beforeAll(async () => {
  shop = await startPaymentsShop();
  [buyer, sellerA, sellerB] = await Promise.all([
    shop.signUp('Forgery Buyer'),
    shop.signUp('Seller A'),
    shop.signUp('Seller B'),
  ]);
});
afterAll(() => shop.close());

/** A checkout of one line from each seller, paid online; answers its ids, products and payment row. */
async function twoSellerCheckout(method: 'bkash_online' | 'sslcommerz') {
  const a = await shop.product({ sellerId: sellerA.id, price: 50, stock: 300 });
  const b = await shop.product({ sellerId: sellerB.id, price: 80, stock: 300 });
  const placed = await shop.placeOnline(
    buyer,
    [
      { productId: a.id, quantity: 10 },
      { productId: b.id, quantity: 10 },
    ],
    method,
  );
  const [row] = await shop.paymentsOf(placed.checkoutId);
  return { ...placed, a, b, row: row! };
}

/** Every order of the checkout still awaiting payment, the stock still taken, the payment still open. */
async function untouched(checkoutId: string, productIds: string[]) {
  const orders = await shop.ordersOf(checkoutId);
  expect(orders.map((o) => o.orderStatus)).toEqual(['awaiting_payment', 'awaiting_payment']);
  for (const id of productIds) expect(await shop.stockOf(id)).toBe(290);
  expect((await shop.paymentsOf(checkoutId)).map((p) => p.status)).toEqual(['initiated']);
  // Logged as rejected where the gateway could not back the claim; never a failed or cancelled row.
  const types = await shop.typesOf(checkoutId);
  expect(types.filter((t) => t !== 'rejected')).toEqual(['initiated']);
}

describe('payment cancel forgery (issue 28 #1)', () => {
  it('bKash: a seller of the checkout and an anonymous caller send cancel and failure — nothing is cancelled, stock unchanged', async () => {
    const { checkoutId, a, b, row } = await twoSellerCheckout('bkash_online');
    for (const caller of [sellerB, null]) {
      for (const status of ['cancel', 'failure']) {
        const res = await shop.call(
          caller,
          'GET',
          `/api/payments/bkash/callback?paymentID=${row.gatewayPaymentId}&status=${status}`,
        );
        expect(res.status).toBe(303);
        // Told only that the payment is not completed; nothing about the checkout.
        expect(res.location).not.toMatch(/payment=(cancelled|failed)/);
      }
    }
    await untouched(checkoutId, [a.id, b.id]);
  });

  it('SSLCommerz: unsigned fail and cancel posts from a seller and from anyone change nothing', async () => {
    const { checkoutId, a, b, row } = await twoSellerCheckout('sslcommerz');
    for (const caller of [sellerB, null]) {
      for (const outcome of ['fail', 'cancel']) {
        const res = await shop.call(caller, 'POST', `/api/payments/sslcommerz/${outcome}`, {
          tran_id: row.id,
          status: outcome === 'fail' ? 'FAILED' : 'CANCELLED',
        });
        expect(res.status).toBe(303);
        expect(res.location).not.toMatch(/payment=(cancelled|failed)/);
      }
    }
    await untouched(checkoutId, [a.id, b.id]);
  });

  it('SSLCommerz: fail and cancel returns signed with the store password once in the source change nothing', async () => {
    // Issue 28 #2: with PAYMENTS_FAKE (npm start) the stand-in's store password was a constant in config.ts, so
    // anyone could sign a 'cancelled' return the shop believed. It is made per database now.
    const { checkoutId, a, b, row } = await twoSellerCheckout('sslcommerz');
    for (const outcome of ['fail', 'cancel'] as const) {
      const fields = {
        tran_id: row.id,
        status: outcome === 'fail' ? 'FAILED' : 'CANCELLED',
        amount: '1300.00',
        currency: 'BDT',
        store_id: 'bulkbazarfake',
      };
      const forged = { ...fields, ...signSslcommerzFields(fields, 'bulkbazarfake@ssl') };
      const res = await shop.postForm(`${shop.base}/api/payments/sslcommerz/${outcome}`, forged);
      expect(res.status).toBe(303);
      expect(res.location).not.toMatch(/payment=(cancelled|failed)/);
    }
    await untouched(checkoutId, [a.id, b.id]);
  });

  it("a seller sees no gateway ids while the checkout awaits payment, and only its own order's part once paid", async () => {
    const { checkoutId, payment, row } = await twoSellerCheckout('bkash_online');
    const placed = await shop.ordersOf(checkoutId);
    const orderOfA = placed.find((o) => o.sellerId === sellerA.id)!.id;
    const orderOfB = placed.find((o) => o.sellerId === sellerB.id)!.id;
    const awaiting = await shop.call(sellerA, 'GET', `/api/orders/${orderOfA}`);
    expect(awaiting.status).toBe(200);
    expect(awaiting.body.payments).toEqual([]);
    expect(awaiting.text).not.toContain(row.gatewayPaymentId!);

    const landed = await shop.followBkash(await shop.decideBkash(payment.redirectUrl, 'approve'));
    expect(landed.location).toMatch(/payment=completed$/);
    const paid = await shop.call(sellerA, 'GET', `/api/orders/${orderOfA}`);
    expect(paid.body.payments.map((e: { type: string }) => e.type)).toEqual(['completed']);
    // The seller's part: its own order's total (৳500), not the checkout's ৳1,300.
    expect(paid.body.payments[0]).toMatchObject({ amount: 500, gatewayPaymentId: row.gatewayPaymentId });
    // The buyer still sees the whole history.
    const mine = await shop.call(buyer, 'GET', `/api/orders/${orderOfB}`);
    expect(mine.body.payments.map((e: { type: string }) => e.type)).toEqual(['initiated', 'completed']);
    expect(mine.body.payments[1]).toMatchObject({ amount: 1300 });
  });
});
