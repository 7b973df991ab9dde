import type { Courier } from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { orders } from '../../db/schema.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import {
  bookCourier,
  books,
  courierReports,
  DAY_MS,
  moveOrder,
  orderRow,
  walkOrder,
} from './postings-test-kit.js';

// Issue 29, decision 0026: an order delivered — by its seller's moves, an administrator's skip, a courier's
// callback — posts delivered:<orderId> in the same transaction: the buyer's money (total less refunds) to the
// seller (pending for RETURN_WINDOW_DAYS, here 3), the commission and its VAT, and the delivery charge to the
// shop when its courier carried the parcel; cash a courier collected sits in its receivable. Once each,
// however often the courier calls back. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.

const WINDOW_DAYS = 3;
let shop: PaymentsShop;
let admin: Session;
let ledger: ReturnType<typeof books>;
beforeAll(async () => {
  shop = await startPaymentsShop({ COURIERS_FAKE: 'true', RETURN_WINDOW_DAYS: String(WINDOW_DAYS) });
  ledger = books(shop.db);
  admin = await shop.signUpAdmin();
  // A charge table, so the orders below pay for delivery (whoever carries the parcel earns it).
  const rates = await shop.call(admin, 'PUT', '/api/admin/delivery-rates', {
    bands: [{ upToKg: null, charges: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } }],
  });
  expect(rates.status, rates.text).toBe(200);
});
afterAll(() => shop.close());

const dhanmondi = { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' };
// The commission and VAT the checkout fixes on the order (set here as the rule in force would have).
const COMMISSION = 15_000;
const VAT = 2_250;

/** One seller's order of ৳200 × 15 to Dhanmondi: paid by bKash, or cash on delivery. */
async function sale(method: 'bkash_online' | 'cod') {
  const seller = await shop.signUp('Delivering Seller');
  const product = await shop.product({ price: 200, stock: 100, sellerId: seller.id });
  const buyer = await shop.signUp('Receiving Buyer');
  const items = [{ productId: product.id, quantity: 15 }];
  let id: string;
  if (method === 'cod') {
    const res = await shop.checkout(buyer, items, 'cod', { location: dhanmondi });
    expect(res.status, res.text).toBe(200);
    id = res.body.orders[0]._id;
  } else {
    const placed = await shop.placeOnline(buyer, items, method, { location: dhanmondi });
    await shop.followBkash(await shop.decideBkash(placed.payment.redirectUrl, 'approve'));
    id = placed.orderIds[0]!;
  }
  await shop.db
    .update(orders)
    .set({ commissionPoisha: COMMISSION, commissionVatPoisha: VAT })
    .where(eq(orders.id, id));
  const row = await orderRow(shop.db, id);
  // Dhanmondi is charged for delivery: the tests below see where that charge goes.
  expect(row.deliveryChargePoisha).toBeGreaterThan(0);
  return { seller, buyer, id, row, total: row.totalPoisha, delivery: row.deliveryChargePoisha };
}

const at = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

describe('delivered: the seller’s part, the commission, the VAT', () => {
  it('the seller delivers a paid bKash order step by step: the total leaves buyer_funds; the seller’s part is pending for the return window, then available', async () => {
    const { seller, id, total, row } = await sale('bkash_online');
    await walkOrder(shop, seller, id, 'delivered');
    const delivered = await orderRow(shop.db, id);
    const sellerPart = total - COMMISSION - VAT;

    const entry = await ledger.entry(`delivered:${id}`);
    expect(entry).toMatchObject({ kind: 'order_delivered', orderId: id, checkoutId: row.checkoutId });
    // The seller carried it (no courier of the shop's): the delivery charge is in the seller's part.
    expect(entry!.lines).toEqual({
      buyer_funds: total,
      [`seller_payable:${seller.id}`]: -sellerPart,
      commission_income: -COMMISSION,
      vat_payable: -VAT,
    });
    const payable = entry!.raw.find((l) => l.account.startsWith('seller_payable:'))!;
    expect(payable.availableAt.getTime()).toBe(at(delivered.deliveredAt!, WINDOW_DAYS).getTime());

    // Paid and delivered: nothing of this checkout is the buyer's any more.
    const about = await ledger.entriesLike('');
    const ofCheckout = about.filter((e) => e.checkoutId === row.checkoutId);
    expect(ofCheckout.reduce((sum, e) => sum + (e.lines.buyer_funds ?? 0), 0)).toBe(0);

    expect(await ledger.sellerBalance(seller.id)).toEqual({ available: 0, pending: sellerPart });
    expect(await ledger.sellerBalance(seller.id, at(delivered.deliveredAt!, WINDOW_DAYS))).toEqual({
      available: sellerPart,
      pending: 0,
    });
    expect(await ledger.trialBalance()).toBe(0);

    // Delivered is final: another move is refused and posts nothing.
    const lines = await ledger.lineCount();
    const again = await shop.call(seller, 'POST', `/api/orders/${id}/status`, {
      from: 'shipped',
      status: 'delivered',
    });
    expect(again.status).toBe(409);
    expect(await ledger.lineCount()).toBe(lines);
  });

  it('an administrator skips a cash-on-delivery order from pending to delivered: posted once; the buyer owes the total until the cash is recorded', async () => {
    const { seller, id, total } = await sale('cod');
    await moveOrder(shop, admin, id, 'pending', 'delivered');
    expect((await ledger.entry(`delivered:${id}`))!.lines).toEqual({
      buyer_funds: total,
      [`seller_payable:${seller.id}`]: -(total - COMMISSION - VAT),
      commission_income: -COMMISSION,
      vat_payable: -VAT,
    });
    expect(await ledger.keysAbout({ orderId: id })).toEqual([`delivered:${id}`]);
  });

  it('what was refunded before delivery is left out, the rest divides in proportion', async () => {
    const { seller, id, total } = await sale('cod');
    expect(total % 2).toBe(0);
    // An operator's refund of half (issue 29 item 7 records it; here only its effect on the order).
    await shop.db
      .update(orders)
      .set({ refundedPoisha: total / 2 })
      .where(eq(orders.id, id));
    await walkOrder(shop, seller, id, 'delivered');
    expect((await ledger.entry(`delivered:${id}`))!.lines).toEqual({
      buyer_funds: total / 2,
      [`seller_payable:${seller.id}`]: -(total / 2 - COMMISSION / 2 - VAT / 2),
      commission_income: -COMMISSION / 2,
      vat_payable: -VAT / 2,
    });
  });
});

describe("delivered by the shop's courier", () => {
  it.each<Courier>(['steadfast', 'pathao', 'redx'])(
    '%s delivers a cash-on-delivery order: the delivery charge is the shop’s, the cash the courier collected is its receivable; five replays post nothing more',
    async (courier) => {
      const { seller, id, total, delivery } = await sale('cod');
      await moveOrder(shop, seller, id, 'pending', 'processing');
      const consignment = await bookCourier(shop, seller, id, courier);
      await courierReports(shop, admin, courier, consignment, 'delivered');
      expect(await orderRow(shop.db, id)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });

      expect((await ledger.entry(`delivered:${id}`))!.lines).toEqual({
        buyer_funds: total,
        [`seller_payable:${seller.id}`]: -(total - COMMISSION - VAT - delivery),
        commission_income: -COMMISSION,
        vat_payable: -VAT,
        delivery_income: -delivery,
      });
      expect(await ledger.entry(`cod:${id}`)).toMatchObject({
        kind: 'cod_collected',
        orderId: id,
        lines: { [`cod_receivable:${courier}`]: total, buyer_funds: -total },
      });
      const lines = await ledger.lineCount();
      for (let i = 0; i < 5; i++) await courierReports(shop, admin, courier, consignment, 'delivered');
      expect(await ledger.lineCount()).toBe(lines);
      expect(await ledger.trialBalance()).toBe(0);
    },
  );

  it('a paid order the courier delivers collects no cash: delivered only', async () => {
    const { seller, id } = await sale('bkash_online');
    await moveOrder(shop, seller, id, 'pending', 'processing');
    const consignment = await bookCourier(shop, seller, id, 'steadfast');
    await courierReports(shop, admin, 'steadfast', consignment, 'delivered');
    expect(await ledger.keysAbout({ orderId: id })).toEqual([`delivered:${id}`]);
  });

  it('the courier collects less than due: its receivable holds what it reported; the seller records the rest as cash they hold (cash:<orderId>)', async () => {
    const { seller, id, total } = await sale('cod');
    await moveOrder(shop, seller, id, 'pending', 'processing');
    const consignment = await bookCourier(shop, seller, id, 'pathao');
    await courierReports(shop, admin, 'pathao', consignment, 'delivered', 1_000);
    expect((await ledger.entry(`cod:${id}`))!.lines).toEqual({
      'cod_receivable:pathao': 100_000,
      buyer_funds: -100_000,
    });
    const cash = await shop.call(seller, 'POST', `/api/orders/${id}/cash-received`);
    expect(cash.status, cash.text).toBe(200);
    expect(await ledger.entry(`cash:${id}`)).toMatchObject({
      kind: 'cash_collected',
      lines: { [`seller_payable:${seller.id}`]: total - 100_000, buyer_funds: -(total - 100_000) },
    });
    // This order's buyer owes nothing now.
    const about = await Promise.all((await ledger.keysAbout({ orderId: id })).map((k) => ledger.entry(k)));
    expect(about.reduce((sum, e) => sum + (e!.lines.buyer_funds ?? 0), 0)).toBe(0);
  });

  it('a shipped cash-on-delivery order the courier returns moved no money: nothing is posted', async () => {
    const { seller, id } = await sale('cod');
    await moveOrder(shop, seller, id, 'pending', 'processing');
    const consignment = await bookCourier(shop, seller, id, 'redx');
    await courierReports(shop, admin, 'redx', consignment, 'returned');
    expect((await orderRow(shop.db, id)).orderStatus).toBe('returned');
    expect(await ledger.keysAbout({ orderId: id })).toEqual([]);
  });
});
