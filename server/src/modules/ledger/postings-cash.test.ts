import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { books, orderRow, walkOrder } from './postings-test-kit.js';

// Issue 29, decision 0026: money recorded by hand posts in the transaction that records it — a mobile banking
// transfer to the shop's number marked paid (paid:<orderId>, into that wallet's clearing), cash recorded for a
// cash-on-delivery order no courier of the shop carried (cash:<orderId>: the seller holds it). Once each; a
// refused second record posts nothing. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let admin: Session;
let ledger: ReturnType<typeof books>;
beforeAll(async () => {
  shop = await startPaymentsShop();
  ledger = books(shop.db);
  admin = await shop.signUpAdmin();
});
afterAll(() => shop.close());

/** One seller's order of ৳250 × 12, by the method given. */
async function sale(paymentMethod: string, extra: object = {}) {
  const seller = await shop.signUp('Hand Seller');
  const product = await shop.product({ price: 250, stock: 100, sellerId: seller.id });
  const buyer = await shop.signUp('Hand Buyer');
  const res = await shop.checkout(buyer, [{ productId: product.id, quantity: 12 }], paymentMethod, extra);
  expect(res.status, res.text).toBe(200);
  const id = res.body.orders[0]._id as string;
  return { seller, id, row: await orderRow(shop.db, id) };
}

describe('money recorded by hand', () => {
  it.each(['bkash', 'nagad', 'rocket'])(
    'a %s transfer marked paid by an administrator: paid:<orderId> into that wallet’s clearing, owed to the buyer; a second mark is refused and posts nothing',
    async (method) => {
      const { id, row } = await sale(method, { transactionId: `TX${method.toUpperCase()}12345` });
      const paid = await shop.call(admin, 'POST', `/api/orders/${id}/paid`);
      expect(paid.status, paid.text).toBe(200);
      expect(await ledger.entry(`paid:${id}`)).toMatchObject({
        kind: 'payment_received',
        orderId: id,
        checkoutId: row.checkoutId,
        lines: { [`gateway_clearing:${method}`]: row.totalPoisha, buyer_funds: -row.totalPoisha },
      });
      const lines = await ledger.lineCount();
      expect((await shop.call(admin, 'POST', `/api/orders/${id}/paid`)).status).toBe(409);
      expect(await ledger.lineCount()).toBe(lines);
      expect(await ledger.trialBalance()).toBe(0);
    },
  );

  it('cash on delivery, the seller delivers it and records the cash: cash:<orderId> — the seller holds it, so it comes off what the shop owes them', async () => {
    const { seller, id, row } = await sale('cod');
    const early = await shop.call(seller, 'POST', `/api/orders/${id}/cash-received`);
    expect(early.status).toBe(409);
    expect(await ledger.keysAbout({ orderId: id })).toEqual([]);

    await walkOrder(shop, seller, id, 'delivered');
    const cash = await shop.call(seller, 'POST', `/api/orders/${id}/cash-received`);
    expect(cash.status, cash.text).toBe(200);
    expect(await ledger.entry(`cash:${id}`)).toMatchObject({
      kind: 'cash_collected',
      orderId: id,
      lines: { [`seller_payable:${seller.id}`]: row.totalPoisha, buyer_funds: -row.totalPoisha },
    });
    expect(await ledger.keysAbout({ orderId: id })).toEqual([`cash:${id}`, `delivered:${id}`]);
    // Delivered, and all the cash in the seller's hands: the seller owes the shop its commission and VAT
    // (at once), while their part of the sale waits out the return window.
    const platform = row.commissionPoisha + row.commissionVatPoisha;
    expect(await ledger.sellerBalance(seller.id)).toEqual({
      available: -row.totalPoisha,
      pending: row.totalPoisha - platform,
    });

    const lines = await ledger.lineCount();
    expect((await shop.call(seller, 'POST', `/api/orders/${id}/cash-received`)).status).toBe(409);
    expect(await ledger.lineCount()).toBe(lines);
  });

  it('cash on delivery marked paid early by an administrator: the seller holds the cash (paid:<orderId> on their payable), and delivery then settles the buyer', async () => {
    const { seller, id, row } = await sale('cod');
    const paid = await shop.call(admin, 'POST', `/api/orders/${id}/paid`);
    expect(paid.status, paid.text).toBe(200);
    expect(await ledger.entry(`paid:${id}`)).toMatchObject({
      kind: 'cash_collected',
      lines: { [`seller_payable:${seller.id}`]: row.totalPoisha, buyer_funds: -row.totalPoisha },
    });
    await walkOrder(shop, seller, id, 'delivered');
    const about = await Promise.all((await ledger.keysAbout({ orderId: id })).map((k) => ledger.entry(k)));
    expect(about.reduce((sum, e) => sum + (e!.lines.buyer_funds ?? 0), 0)).toBe(0);
    expect(await ledger.trialBalance()).toBe(0);
  });
});
