import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { createOrder, createProduct } from '../../../test/factories.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { books, orderRow } from './postings-test-kit.js';

// Issue 29's concurrency "done when", deliveries: 50 orders of five sellers delivered at once — half by their
// sellers' moves, half by Steadfast's callbacks — each sent twice (a double tap, a courier's retry). No entry
// is lost and none is posted twice; every seller's pending balance is the sum of their orders' parts. PGlite,
// and PostgreSQL (a real pool, the requests truly concurrent) when TEST_DATABASE_URL is set.

const ORDERS = 50;
const SELLERS = 5;
const DELIVERY = 6_000;
const VAT = 75;

let shop: PaymentsShop;
let ledger: ReturnType<typeof books>;
beforeAll(async () => {
  shop = await startPaymentsShop({ COURIERS_FAKE: 'true' });
  ledger = books(shop.db);
});
afterAll(() => shop.close());

type Shipped = { id: string; seller: Session; courier: boolean; total: number; commission: number };

/** Shipped cash-on-delivery orders (written as a checkout leaves them): the odd ones booked with Steadfast. */
async function shippedOrders(): Promise<Shipped[]> {
  const buyer = await shop.signUp('Many Parcels');
  const sellers: Session[] = [];
  for (let s = 0; s < SELLERS; s++) sellers.push(await shop.signUp(`Busy Seller ${s}`));
  const products = await Promise.all(sellers.map((s) => createProduct(shop.db, { sellerId: s.id })));
  const made: Shipped[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const s = i % SELLERS;
    const courier = i % 2 === 1;
    const price = 10_000 + i * 100;
    const total = price * 10 + DELIVERY;
    const commission = 500 + i;
    const order = await createOrder(shop.db, {
      buyerId: buyer.id,
      productId: products[s]!.id,
      sellerId: sellers[s]!.id,
      quantity: 10,
      productPricePoisha: price,
      totalPoisha: total,
      deliveryChargePoisha: DELIVERY,
      commissionPoisha: commission,
      commissionVatPoisha: VAT,
      orderStatus: 'shipped',
      paymentMethod: 'cod',
      ...(courier ? { courier: 'steadfast', consignmentId: String(70_000_000 + i) } : {}),
    });
    made.push({ id: order.id, seller: sellers[s]!, courier, total, commission });
  }
  return made;
}

describe('50 deliveries at once', () => {
  it('by sellers and by courier callbacks, each twice: 50 delivered entries, 25 cash collections, none lost, none twice', async () => {
    const orders = await shippedOrders();
    const token = shop.t.app.standInSecrets!.steadfast.webhookToken;
    const deliver = (o: Shipped) =>
      o.courier
        ? shop.call(
            null,
            'POST',
            '/api/couriers/steadfast/callback',
            {
              notification_type: 'delivery_status',
              consignment_id: 70_000_000 + orders.indexOf(o),
              invoice: o.id,
              cod_amount: o.total / 100,
              status: 'delivered',
            },
            { authorization: `Bearer ${token}` },
          )
        : shop.call(o.seller, 'POST', `/api/orders/${o.id}/status`, { from: 'shipped', status: 'delivered' });
    const replies = await Promise.all([...orders, ...orders].map(deliver));

    // Each seller's move lands once (the other tap is told the order is delivered already); callbacks answer 200.
    const byHand = replies.filter((_, i) => !orders[i % ORDERS]!.courier).map((r) => r.status);
    expect(byHand.filter((s) => s === 200)).toHaveLength(ORDERS / 2);
    expect(byHand.filter((s) => s === 409)).toHaveLength(ORDERS / 2);
    expect(replies.filter((_, i) => orders[i % ORDERS]!.courier).every((r) => r.status === 200)).toBe(true);
    for (const o of orders) expect((await orderRow(shop.db, o.id)).orderStatus).toBe('delivered');

    const delivered = await ledger.entriesLike('delivered:');
    expect(delivered.map((e) => e.orderId).sort()).toEqual(orders.map((o) => o.id).sort());
    const cod = await ledger.entriesLike('cod:');
    expect(cod.map((e) => e.orderId).sort()).toEqual(
      orders
        .filter((o) => o.courier)
        .map((o) => o.id)
        .sort(),
    );
    // Seller moves: 4 lines (buyer, seller, commission, VAT); courier: 5 (delivery income) and 2 for the cash.
    expect(await ledger.lineCount()).toBe((ORDERS / 2) * 4 + (ORDERS / 2) * 7);
    expect(await ledger.unbalanced()).toEqual([]);
    expect(await ledger.trialBalance()).toBe(0);

    const part = (o: Shipped) => o.total - o.commission - VAT - (o.courier ? DELIVERY : 0);
    const sellers = [...new Set(orders.map((o) => o.seller))];
    for (const seller of sellers)
      expect(await ledger.sellerBalance(seller.id)).toEqual({
        available: 0,
        pending: orders.filter((o) => o.seller === seller).reduce((a, o) => a + part(o), 0),
      });
    const balances = await ledger.balances();
    const sum = (list: Shipped[], f: (o: Shipped) => number) => list.reduce((a, o) => a + f(o), 0);
    // The buyers still owe the cash of the orders their sellers delivered; the courier holds the rest.
    expect(balances.get('buyer_funds')).toBe(
      sum(
        orders.filter((o) => !o.courier),
        (o) => o.total,
      ),
    );
    expect(balances.get('cod_receivable:steadfast')).toBe(
      sum(
        orders.filter((o) => o.courier),
        (o) => o.total,
      ),
    );
    expect(balances.get('commission_income')).toBe(-sum(orders, (o) => o.commission));
  }, 120_000);
});
