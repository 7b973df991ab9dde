import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { ledgerEntries, ledgerLines, payouts } from '../../db/schema.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { BKASH_WALLET, setMethod } from './payouts-test-kit.js';

// A refund racing a payout of the same seller (issue 29 "Done when"): the refund holds the order's row, the payout
// run the seller's finance row; each posts its own entry on the seller's payable. Whichever commits first, no entry
// is lost, the books sum to zero, and the payout pays what the seller's balance held when it read it (all they
// earned, the refund then leaving them owing; or the rest, once refunded). The return window is 0 days here, so a
// delivery's earnings can be paid out at once. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let buyer: Session;
let admin: Session;
beforeAll(async () => {
  shop = await startPaymentsShop({ RETURN_WINDOW_DAYS: '0' });
  buyer = await shop.signUp('Racing Buyer');
  admin = await shop.signUpAdmin();
});
afterAll(() => shop.close());

/** A seller's SSLCommerz order (৳200 × 15), paid and delivered: their earnings available now. */
async function deliveredSale() {
  const product = await shop.product({ price: 200, stock: 100 });
  const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 15 }], 'sslcommerz');
  const { returnUrl, fields } = await shop.decideSsl(placed.payment.redirectUrl, 'approve');
  await shop.postForm(returnUrl, fields);
  const [order] = await shop.ordersOf(placed.checkoutId);
  const moved = await shop.call(admin, 'POST', `/api/orders/${order!.id}/status`, {
    status: 'delivered',
    from: 'pending',
  });
  expect(moved.status, moved.text).toBe(200);
  await setMethod(shop.db, order!.sellerId!, BKASH_WALLET);
  return { orderId: order!.id, sellerId: order!.sellerId! };
}

/** The sum of an account's lines in the entry named `key` (0 when there is none). */
async function lineOf(key: string, account: string) {
  const [row] = await shop.db
    .select({ total: sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)` })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(sql`${ledgerEntries.key} = ${key} and ${ledgerLines.account} = ${account}`);
  return Number(row!.total);
}

describe('a refund racing a payout of the same seller', () => {
  it.each([1, 2, 3])('loses no entry, and pays what the balance held (round %i)', async () => {
    const { orderId, sellerId } = await deliveredSale();
    const payable = `seller_payable:${sellerId}`;
    const earned = -(await lineOf(`delivered:${orderId}`, payable));
    expect(earned).toBeGreaterThan(0);

    const [refund, run] = await Promise.all([
      shop.call(admin, 'POST', `/api/admin/orders/${orderId}/refunds`, {
        amount: 1200,
        reason: 'Six units short',
      }),
      shop.call(admin, 'POST', '/api/admin/payout-runs', { minimum: 1, sellerIds: [sellerId] }),
    ]);
    expect(refund.status, refund.text).toBe(200);
    expect(run.status, run.text).toBe(200);

    const takenBack = await lineOf(`refund:${refund.body.refund._id}`, payable);
    expect(takenBack).toBeGreaterThan(0);
    const [payout] = await shop.db.select().from(payouts).where(eq(payouts.sellerId, sellerId));
    expect(payout).toBeDefined();
    expect(await lineOf(`payout:${payout!.id}:created`, payable)).toBe(payout!.amountPoisha);
    // Paid first: all it earned (the refund then leaves the seller owing); refunded first: the rest only.
    expect([earned, earned - takenBack]).toContain(payout!.amountPoisha);
    const [balance] = await shop.db
      .select({ total: sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)` })
      .from(ledgerLines)
      .where(eq(ledgerLines.account, payable));
    // 0 - x, not -x: a balance of exactly 0 negated is -0, which toBe (Object.is) tells from 0.
    expect(0 - Number(balance!.total)).toBe(earned - takenBack - payout!.amountPoisha);
    const [trial] = await shop.db
      .select({ total: sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)` })
      .from(ledgerLines);
    expect(Number(trial!.total)).toBe(0);
  });
});
