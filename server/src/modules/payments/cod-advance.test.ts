import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from './payments-test-kit.js';

// Cash on delivery with an advance (issue 14 "COD with advance"): an admin requires 10 % in advance for COD
// checkouts above ৳1,000; the advance is paid online first and split over the checkout's orders, the rest is
// cash on delivery. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
let admin: Session;
beforeAll(async () => {
  shop = await startPaymentsShop();
  buyer = await shop.signUp('Cautious Buyer');
  admin = await shop.signUpAdmin();
  const content = (await shop.call(null, 'GET', '/api/content')).body;
  const saved = await shop.call(admin, 'PUT', '/api/admin/content', {
    ...content,
    codAdvance: { percent: 10, above: 1000 },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.control('bkash', { reset: true });
  await shop.control('sslcommerz', { reset: true });
});

/** Two sellers: ৳300 × 10 and ৳100 × 20, ৳5,000 in all. */
async function fiveThousand() {
  const [a, b] = [
    await shop.product({ price: 300, stock: 100 }),
    await shop.product({ price: 100, stock: 100 }),
  ];
  const items = [
    { productId: a.id, quantity: 10 },
    { productId: b.id, quantity: 20 },
  ];
  return { a, b, items };
}

const bySeller = async (checkoutId: string, sellerId: string) =>
  (await shop.ordersOf(checkoutId)).find((o) => o.sellerId === sellerId)!;

describe('COD advance', () => {
  it('the checkout is told the rule', async () => {
    const options = (await shop.call(null, 'GET', '/api/payments/options')).body;
    expect(options.codAdvance).toEqual({ percent: 10, above: 1000 });
  });

  it('COD of ৳5,000 without advanceMethod: 400 naming advanceMethod, nothing placed or taken', async () => {
    const { a, b, items } = await fiveThousand();
    const res = await shop.checkout(buyer, items, 'cod');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ acknowledged: false, code: 'VALIDATION_FAILED' });
    expect(res.body.fields.advanceMethod).toContain('৳500');
    expect([await shop.stockOf(a.id), await shop.stockOf(b.id)]).toEqual([100, 100]);
    expect(await shop.unitsSold(a.id)).toBe(0);
  });

  it('with advanceMethod: ৳500 paid by bKash, split over the orders (partially paid, ৳4,500 due); cash on delivery pays the rest', async () => {
    const { a, b, items } = await fiveThousand();
    const placed = await shop.placeOnline(buyer, items, 'cod', { advanceMethod: 'bkash_online' });
    expect(placed.payment).toMatchObject({ gateway: 'bkash', purpose: 'advance', amount: 500 });
    expect(placed.orders.map((o) => o.orderStatus)).toEqual(['awaiting_payment', 'awaiting_payment']);
    expect([await shop.stockOf(a.id), await shop.stockOf(b.id)]).toEqual([90, 80]);

    await shop.followBkash(await shop.decideBkash(placed.payment.redirectUrl, 'approve'));
    const [oa, ob] = [
      await bySeller(placed.checkoutId, a.sellerId),
      await bySeller(placed.checkoutId, b.sellerId),
    ];
    expect(oa).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'partially_paid',
      paymentMethod: 'cod',
      paidPoisha: 30_000,
    });
    expect(ob).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'partially_paid',
      paymentMethod: 'cod',
      paidPoisha: 20_000,
    });
    const views = await Promise.all(
      [oa, ob].map(async (o) => (await shop.call(buyer, 'GET', `/api/orders/${o.id}`)).body.order),
    );
    expect(views.map((v) => [v.paidAmount, v.dueAmount])).toEqual([
      [300, 2700],
      [200, 1800],
    ]);
    expect(views.reduce((sum, v) => sum + v.dueAmount, 0)).toBe(4500);
    const events = await shop.eventsOf(placed.checkoutId);
    expect(events.map((e) => [e.type, e.purpose, e.amountPoisha])).toEqual([
      ['initiated', 'advance', 50_000],
      ['completed', 'advance', 50_000],
    ]);

    // Delivered, and the cash taken at the door: paid in full.
    expect(
      (
        await shop.call(admin, 'POST', `/api/orders/${oa.id}/status`, {
          from: 'pending',
          status: 'delivered',
        })
      ).status,
    ).toBe(200);
    const cash = await shop.call(admin, 'POST', `/api/orders/${oa.id}/cash-received`);
    expect(cash.status).toBe(200);
    expect(cash.body.order).toMatchObject({ paymentStatus: 'paid', paidAmount: 3000, dueAmount: 0 });
    // Once: a second record is refused.
    expect((await shop.call(admin, 'POST', `/api/orders/${oa.id}/cash-received`)).status).toBe(409);
  });

  it('cancelling an order whose advance was paid refunds only its share of the advance', async () => {
    const { a, items } = await fiveThousand();
    const placed = await shop.placeOnline(buyer, items, 'cod', { advanceMethod: 'sslcommerz' });
    expect(placed.payment).toMatchObject({ gateway: 'sslcommerz', purpose: 'advance', amount: 500 });
    const { returnUrl, fields } = await shop.decideSsl(placed.payment.redirectUrl, 'approve');
    await shop.postForm(returnUrl, fields);
    const oa = await bySeller(placed.checkoutId, a.sellerId);
    const res = await shop.call(buyer, 'POST', `/api/orders/${oa.id}/cancel`);
    expect(res.body.order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    const refunded = (await shop.eventsOf(placed.checkoutId)).filter((e) => e.type === 'refunded');
    expect(refunded.map((e) => [e.orderId, e.amountPoisha])).toEqual([[oa.id, 30_000]]);
    expect((await shop.counts('sslcommerz')).refund).toBe(1);
  });

  it('the advance not paid (payer cancels): the COD orders are cancelled and their stock goes back', async () => {
    const { a, b, items } = await fiveThousand();
    const placed = await shop.placeOnline(buyer, items, 'cod', { advanceMethod: 'bkash_online' });
    await shop.followBkash(await shop.decideBkash(placed.payment.redirectUrl, 'cancel'));
    for (const o of await shop.ordersOf(placed.checkoutId))
      expect(o).toMatchObject({
        orderStatus: 'cancelled',
        cancelReason: 'payment not completed',
        paymentStatus: 'unpaid',
      });
    expect([await shop.stockOf(a.id), await shop.stockOf(b.id)]).toEqual([100, 100]);
  });

  it('COD at or below ৳1,000 needs no advance: placed as before', async () => {
    const p = await shop.product({ price: 100, stock: 100 });
    const res = await shop.checkout(buyer, [{ productId: p.id, quantity: 10 }], 'cod');
    expect(res.status).toBe(200);
    expect(res.body.payment).toBeUndefined();
    expect(res.body.orders[0]).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'unpaid',
      paidAmount: 0,
      dueAmount: 1000,
    });
  });
});
