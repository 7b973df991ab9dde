import type { Order, OrderListQuery, OrderPage, OrderStatus } from '@bulkbazar/contract';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import { notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import { fetchLimit, pageOffset, toPage } from '../../kernel/pagination.js';
import type { Viewer } from '../../kernel/viewer.js';
import { loadOrder } from './order-access.js';
import { toOrder } from './order-mapper.js';
import { createOrderMoves } from './order-moves.js';
import { createOrderPayments } from './order-payments.js';
import type { OrdersRepo } from './orders.repo.js';
import { placeOrder } from './place-order.js';
import { placeCheckout, type PaymentDue } from './place-checkout.js';
import { placeQuotedOrder, type QuoteClaim, type QuotedOrderInput } from './place-quoted.js';
import type { OrdersPaymentsPort } from './payments-port.js';
import type { Postings } from '../ledger/postings.js';

type ListFilter = Parameters<OrdersRepo['list']>[0];

// Placing, cancelling and declining move stock, which the catalog shows: `catalog` is told of each. Online
// checkouts start their payment through `payments`, and every read of orders first ends the holds that ran out.
export function createOrdersService(
  repo: OrdersRepo,
  catalog: CatalogEvents,
  payments: OrdersPaymentsPort,
  /**
   * The marketplace's books (modules/ledger, from composition.ts): deliveries and money recorded by hand post
   * to it. Left out, nothing is posted (tests of orders alone, like NO_ONLINE_PAYMENTS).
   */
  postings?: Postings,
) {
  // No queue of placements here, on either database: a checkout's read and its write each wait in a
  // first-come-first-served batcher (checkout-products.repo.ts, checkout-batch.repo.ts), where the checkouts
  // of a rush share one round trip. On PGlite a queue of one placement in front of them kept every batch at
  // one checkout: a third of the orders a second (decision 0025, "PGlite batches too").
  const moves = createOrderMoves(repo, catalog, payments.refundOrder, postings, payments.credit);
  const recorded = createOrderPayments(repo, postings);
  const reload = async (id: string): Promise<Order> => toOrder((await repo.findById(id))!);
  /** Runs a change, then answers with the order as it is now. */
  const thenReload =
    <A extends unknown[]>(change: (viewer: Viewer, id: string, ...rest: A) => Promise<void>) =>
    async (viewer: Viewer, id: string, ...rest: A): Promise<Order> => {
      await change(viewer, id, ...rest);
      return reload(id);
    };
  /** Who pays and for what, as the gateway's page shows it. */
  const payer = (viewer: Viewer, orders: Order[]) => ({
    customer: {
      name: viewer.name,
      email: viewer.email,
      phone: orders[0]!.phoneNumber,
      address: orders[0]!.shippingAddress,
    },
    description: orders
      .flatMap((o) => o.items.map((i) => i.productName))
      .join(', ')
      .slice(0, 250),
  });
  /** After the commit: the orders hold their stock while the buyer is at the gateway. */
  const startPayment = (viewer: Viewer, checkoutId: string, pay: PaymentDue, orders: Order[]) =>
    payments.start({ checkoutId, ...pay, ...payer(viewer, orders) });
  const list = async (filter: ListFilter, q: OrderListQuery): Promise<OrderPage> => {
    await payments.expireDue();
    return toPage('orders', await repo.list(filter, pageOffset(q), fetchLimit(q.limit)), q, toOrder);
  };

  return {
    async place(viewer: Viewer, input: Parameters<typeof placeOrder>[2], key?: string) {
      const placed = await placeOrder(repo, viewer, input, key, payments);
      if (!placed.replayed) catalog.changed('stock-taken');
      return placed;
    },

    /** The cart (or a one-line Buy now) as one checkout: one order per seller. */
    async checkout(viewer: Viewer, input: Parameters<typeof placeCheckout>[2], key?: string) {
      const placed = await placeCheckout(repo, viewer, input, key, payments);
      if (placed.replayed) return placed;
      catalog.changed('stock-taken');
      if (!placed.pay) return placed;
      const payment = await startPayment(viewer, placed.checkoutId, placed.pay, placed.orders);
      // The answer shows the orders as they are now (a failed start released them).
      return { ...placed, payment };
    },

    /**
     * One order at an accepted quote's price (the rfq module supplies `quote`, which locks and records the
     * quote in the order's transaction); a repeat answers the order placed the first time.
     */
    async placeQuoted(viewer: Viewer, input: QuotedOrderInput, quote: QuoteClaim) {
      const placed = await placeQuotedOrder(repo, viewer, input, quote, payments);
      if (placed.replayed) return { order: await reload(placed.orderId), replayed: true };
      catalog.changed('stock-taken');
      const order = await reload(placed.orderId);
      if (!placed.pay) return { order, replayed: false };
      const payment = await startPayment(viewer, order.checkoutId, placed.pay, [order]);
      return { order: await reload(placed.orderId), replayed: false, payment };
    },

    mine: (viewer: Viewer, q: OrderListQuery) =>
      list({ buyerId: viewer.id, status: q.status, payment: q.payment }, q),

    forSeller: (viewer: Viewer, q: OrderListQuery) =>
      list({ sellerId: viewer.id, status: q.status, payment: q.payment, q: q.q }, q),

    all: (q: OrderListQuery) => list({ status: q.status, payment: q.payment, q: q.q }, q),

    async details(viewer: Viewer, id: string) {
      await payments.expireDue();
      const row = await loadOrder(repo, viewer, id, 'any');
      const history = (await repo.events(id)).map((e) => ({
        status: e.status as OrderStatus,
        at: e.createdAt.toISOString(),
      }));
      // The buyer and admins see the whole payment history; the seller only its completed part.
      const sellerView = viewer.role !== 'admin' && row.buyerId !== viewer.id;
      const paid = await payments.history(row.checkoutId, sellerView ? row.id : undefined);
      const refunds = (await payments.refunds?.(row.id)) ?? [];
      return { order: toOrder(row), history, payments: paid, refunds };
    },

    /**
     * Pay again for the checkout of one of the buyer's orders while its hold lasts (the buyer's only:
     * anyone else, admins too, is told there is no such order — the payer page would be theirs).
     */
    async payAgain(viewer: Viewer, id: string) {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row || row.buyerId !== viewer.id) throw notFound('Order');
      return payments.payAgain({ checkoutId: row.checkoutId, ...payer(viewer, [toOrder(row)]) });
    },

    cancelAsBuyer: thenReload(moves.cancelAsBuyer),
    decline: thenReload(moves.decline),
    move: thenReload(moves.move),
    markPaid: thenReload(recorded.markPaid),
    cashReceived: thenReload(recorded.cashReceived),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
