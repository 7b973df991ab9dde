import {
  and,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifyOrders, notifyPayment } from '../../db/order-notifications.js';
import { returnLineStock } from '../../db/return-stock.js';
import {
  checkouts,
  orderEvents,
  cartItems,
  orderItems,
  orders,
  paymentEvents,
  payments,
} from '../../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
/** A ledger row: the event, and its checkout's order ids (space-separated, oldest first; null if none). */
export type LedgerRow = PaymentEventRow & { checkoutOrderIds: string | null };
export type NewPaymentEvent = Omit<typeof paymentEvents.$inferInsert, 'id' | 'createdAt'>;

export type LedgerFilter = {
  gateway?: string;
  type?: string;
  /** Inclusive bounds as instants (the service turns Dhaka days into them). */
  from?: Date;
  before?: Date;
  q?: string;
};

function ledgerWhere(f: LedgerFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.gateway) where.push(eq(paymentEvents.gateway, f.gateway));
  if (f.type) where.push(eq(paymentEvents.type, f.type));
  if (f.from) where.push(gte(paymentEvents.createdAt, f.from));
  if (f.before) where.push(lt(paymentEvents.createdAt, f.before));
  if (f.q) {
    const q = f.q;
    where.push(
      or(
        sql`${paymentEvents.checkoutId}::text = ${q}`,
        sql`${paymentEvents.orderId}::text = ${q}`,
        eq(paymentEvents.gatewayPaymentId, q),
        eq(paymentEvents.gatewayTrxId, q),
        eq(paymentEvents.refundId, q),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

function paymentQueries(db: Db) {
  return {
    insertPayment: async (values: typeof payments.$inferInsert) =>
      (await db.insert(payments).values(values).returning())[0]!,

    setGatewayPaymentId: (id: string, gatewayPaymentId: string) =>
      db.update(payments).set({ gatewayPaymentId, updatedAt: new Date() }).where(eq(payments.id, id)),

    addEvent: (event: NewPaymentEvent) => db.insert(paymentEvents).values(event),
    /** Tells the checkout's buyer of money received or given back, in this transaction. */
    notifyBuyer: (
      checkoutId: string,
      kind: 'payment_confirmed' | 'payment_refunded',
      amountPoisha: number,
      orderId?: string,
    ) => notifyPayment(db, checkoutId, kind, amountPoisha, orderId),

    findById: async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0],

    findByGatewayId: async (gateway: string, gatewayPaymentId: string) =>
      (
        await db
          .select()
          .from(payments)
          .where(and(eq(payments.gateway, gateway), eq(payments.gatewayPaymentId, gatewayPaymentId)))
      )[0],

    /** The payment, its row locked to the end of the transaction: confirmations and expiry queue on it. */
    lock: async (id: string) =>
      (await db.select().from(payments).where(eq(payments.id, id)).for('update'))[0],

    /** True for the one request that may run bKash's execute for this payment (the others only query). */
    claimExecute: async (id: string) =>
      (
        await db
          .update(payments)
          .set({ executeStartedAt: new Date() })
          .where(and(eq(payments.id, id), isNull(payments.executeStartedAt)))
          .returning({ id: payments.id })
      ).length > 0,

    /** Gives the execute claim back (execute was refused as not approved yet: no money moved). */
    releaseExecute: (id: string) =>
      db.update(payments).set({ executeStartedAt: null }).where(eq(payments.id, id)),

    update: (id: string, changes: Partial<typeof payments.$inferInsert>) =>
      db
        .update(payments)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(payments.id, id)),

    checkout: async (id: string) => (await db.select().from(checkouts).where(eq(checkouts.id, id)))[0],

    /**
     * Takes the checkout for one Pay again at a time: two at once each closed the attempt they found open and
     * each opened their own (the second's read of open attempts could not see the first's new one). NO KEY
     * UPDATE, so it never waits on (or holds up) a confirmation writing events that reference the checkout.
     */
    lockCheckout: async (id: string) => {
      await db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.id, id)).for('no key update');
    },

    /** The checkout's orders still waiting for their payment, locked (oldest first: one lock order). */
    awaitingOrders: (checkoutId: string) =>
      db
        .select({
          id: orders.id,
          totalPoisha: orders.totalPoisha,
          paymentMethod: orders.paymentMethod,
          holdExpiresAt: orders.holdExpiresAt,
        })
        .from(orders)
        .where(and(eq(orders.checkoutId, checkoutId), eq(orders.orderStatus, 'awaiting_payment')))
        .orderBy(orders.createdAt, orders.id)
        .for('update'),

    /** A paid order moves on to the seller: pending, its share of the payment recorded. */
    markOrderPaid: async (orderId: string, paidPoisha: number, paymentStatus: 'paid' | 'partially_paid') => {
      const moved = await db
        .update(orders)
        .set({
          orderStatus: 'pending',
          holdExpiresAt: null,
          paidPoisha,
          paymentStatus,
          // The delivery promise counts from the payment (a COD order's counts from its placement already).
          deliverBy: sql`coalesce(${orders.deliverBy}, (now() at time zone 'Asia/Dhaka')::date + ${orders.promiseDays}::integer)`,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'awaiting_payment')))
        .returning({ id: orders.id });
      if (moved.length > 0) {
        await db.insert(orderEvents).values({ orderId, status: 'pending', actorId: null });
        await notifyOrders(db, [orderId], { kind: 'paid' });
      }
      return moved.length > 0;
    },

    /**
     * Cancels the checkout's orders that still wait for their payment and puts every line back in stock —
     * once: the UPDATE only matches orders still awaiting payment, so a racing confirmation or a second
     * sweep finds nothing to release. Answers how many orders it released.
     */
    releaseOrders: async (checkoutId: string, reason: string) => {
      const released = await db
        .update(orders)
        .set({ orderStatus: 'cancelled', cancelReason: reason, holdExpiresAt: null, updatedAt: new Date() })
        .where(and(eq(orders.checkoutId, checkoutId), eq(orders.orderStatus, 'awaiting_payment')))
        .returning({ id: orders.id, buyerId: orders.buyerId });
      if (released.length === 0) return 0;
      const ids = released.map((o) => o.id);
      // Product-id order, as checkouts take stock: never a lock cycle with a checkout in flight.
      const lines = await db
        .select({
          productId: orderItems.productId,
          variantId: orderItems.variantId,
          quantity: orderItems.quantity,
          unitPricePoisha: orderItems.unitPricePoisha,
          orderId: orderItems.orderId,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(orderItems.productId, orderItems.variantId);
      for (const line of lines)
        if (line.productId) await returnLineStock(db, { ...line, productId: line.productId });
      await db
        .insert(orderEvents)
        .values(ids.map((orderId) => ({ orderId, status: 'cancelled', actorId: null, note: reason })));
      // The checkout emptied the buyer's cart: its lines go back there, so a payment that did not happen
      // costs the buyer nothing to try again (issue 28). A line the buyer has put back meanwhile keeps the
      // larger quantity; the price shown is the one ordered (the cart flags it if the listing changed).
      // Keyed by product and variant (a product with variants has a line per variant).
      const back = new Map<
        string,
        { productId: string; variantId: string | null; quantity: number; price: number }
      >();
      for (const l of lines)
        if (l.productId) {
          const key = `${l.productId}:${l.variantId ?? ''}`;
          back.set(key, {
            productId: l.productId,
            variantId: l.variantId,
            quantity: (back.get(key)?.quantity ?? 0) + l.quantity,
            price: l.unitPricePoisha,
          });
        }
      if (back.size > 0)
        await db
          .insert(cartItems)
          .values(
            [...back.values()].map((l) => ({
              userId: released[0]!.buyerId,
              productId: l.productId,
              variantId: l.variantId,
              quantity: l.quantity,
              acceptedUnitPricePoisha: l.price,
            })),
          )
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.productId, cartItems.variantId],
            set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`, updatedAt: new Date() },
          });
      // The seller never heard of an order that was not paid: only the buyer is told it lapsed.
      await notifyOrders(db, ids, {
        kind: 'status',
        status: 'cancelled',
        actorId: null,
        reason,
        sellerToo: false,
      });
      return released.length;
    },

    /** Checkouts whose hold has run out while orders still wait for payment (the sweep's work list). */
    expiredHolds: async (now: Date, limit: number) =>
      (
        await db
          .selectDistinct({ checkoutId: orders.checkoutId })
          .from(orders)
          .where(and(eq(orders.orderStatus, 'awaiting_payment'), lte(orders.holdExpiresAt, now)))
          .limit(limit)
      ).map((r) => r.checkoutId),

    /** The checkout's payments still open at the gateway, locked. */
    openPayments: (checkoutId: string) =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.checkoutId, checkoutId), eq(payments.status, 'initiated')))
        .for('update'),

    /**
     * Closes an open attempt because the buyer starts another (Pay again): it counts as failed, and its
     * execute is claimed for good, so a bKash approval of it never moves money. Answers false when an execute
     * is under way (that attempt may be paying right now: it is left to finish).
     */
    closeAttempt: async (id: string) =>
      (
        await db
          .update(payments)
          .set({ status: 'failed', executeStartedAt: new Date(), updatedAt: new Date() })
          .where(
            and(eq(payments.id, id), eq(payments.status, 'initiated'), isNull(payments.executeStartedAt)),
          )
          .returning({ id: payments.id })
      ).length > 0,

    /** The checkout's latest payment attempt (what Pay again repeats: gateway, purpose, amount). */
    latestPayment: async (checkoutId: string) =>
      (
        await db
          .select()
          .from(payments)
          .where(eq(payments.checkoutId, checkoutId))
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(1)
      )[0],

    /** Payments confirmed after their hold ended, whose refund has not gone through yet. */
    refundsDue: (limit: number) =>
      db.select().from(payments).where(eq(payments.status, 'refund_due')).limit(limit),

    /** Cancelled orders still holding an online payment (a refund that failed before, to try again). */
    paidCancelledOrders: (limit: number) =>
      db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(
          payments,
          and(eq(payments.checkoutId, orders.checkoutId), eq(payments.status, 'completed')),
        )
        .where(
          and(eq(orders.orderStatus, 'cancelled'), inArray(orders.paymentStatus, ['paid', 'partially_paid'])),
        )
        .limit(limit),

    /** Claims an order's refund (paid → refunded) once; answers what was paid, or undefined if taken. */
    claimOrderRefund: async (orderId: string) =>
      (
        await db
          .update(orders)
          .set({ paymentStatus: 'refunded', updatedAt: new Date() })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.orderStatus, 'cancelled'),
              inArray(orders.paymentStatus, ['paid', 'partially_paid']),
            ),
          )
          .returning({
            checkoutId: orders.checkoutId,
            paidPoisha: orders.paidPoisha,
            totalPoisha: orders.totalPoisha,
            // What an operator gave back already, or has claimed at a gateway (issue 29): not the cancel's to
            // give back again.
            refundedPoisha: sql<string>`${orders.refundedPoisha} + (select coalesce(sum(r.amount_poisha), 0)
              from order_refunds r where r.order_id = ${orders.id} and r.status = 'pending')`,
          })
      )[0],

    /** Undoes a claim whose gateway refund failed, so the next sweep tries again. */
    unclaimOrderRefund: (orderId: string, paymentStatus: string) =>
      db.update(orders).set({ paymentStatus }).where(eq(orders.id, orderId)),

    /** The completed payment of a checkout (what a refund goes back through). */
    completedPayment: async (checkoutId: string) =>
      (
        await db
          .select()
          .from(payments)
          .where(and(eq(payments.checkoutId, checkoutId), eq(payments.status, 'completed')))
          .limit(1)
      )[0],

    /**
     * The ledger's rows, each with the ids of its checkout's orders (oldest first, space-separated): an event
     * of a whole checkout's payment names no order itself, and the CSV names the orders it paid.
     */
    ledger: (filter: LedgerFilter, offset: number, limit: number): Promise<LedgerRow[]> =>
      db
        .select({
          ...getTableColumns(paymentEvents),
          // Plain SQL: drizzle writes columns unqualified here, which would not tie the subquery to the row.
          checkoutOrderIds: sql<string | null>`(
            select string_agg(o.id::text, ' ' order by o.created_at, o.id) from orders o
            where o.checkout_id = payment_events.checkout_id
          )`,
        })
        .from(paymentEvents)
        .where(ledgerWhere(filter))
        .orderBy(desc(paymentEvents.createdAt), desc(paymentEvents.id))
        .offset(offset)
        .limit(limit),

    /** Every order of a checkout with its total, in the order a payment's shares are split (oldest first). */
    ordersOfCheckout: (checkoutId: string) =>
      db
        .select({ id: orders.id, totalPoisha: orders.totalPoisha })
        .from(orders)
        .where(eq(orders.checkoutId, checkoutId))
        .orderBy(orders.createdAt, orders.id),

    eventsOfCheckout: (checkoutId: string) =>
      db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.checkoutId, checkoutId))
        .orderBy(paymentEvents.createdAt, paymentEvents.id),
  };
}

export type PaymentsTx = ReturnType<typeof paymentQueries>;

export function createPaymentsRepo(db: Db) {
  return {
    ...paymentQueries(db),
    /** One transaction; `txDb` is it, for the ledger's entry of what the payment did (posted there too). */
    transaction: <T>(fn: (tx: PaymentsTx, txDb: Db) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(paymentQueries(tx as unknown as Db), tx as unknown as Db)),
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
