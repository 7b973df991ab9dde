import { and, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderPaymentFilter } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { notifyOrders, type OrderChange } from '../../db/order-notifications.js';
import { orderEvents, orderItems, orders, products, users } from '../../db/schema.js';
import { returnLineStock } from '../../db/return-stock.js';
import { escapeLike } from '../../db/escape-like.js';
import { checkoutQueries } from './checkout.repo.js';
import { recordAudit, type AuditEntry } from '../../db/audit-record.js';
import type { Viewer } from '../../kernel/viewer.js';
import { companyBuyerQueries } from './company-buyer.repo.js';
import { companyShipToQueries } from './company-ship-to.repo.js';

const orderColumns = { ...getTableColumns(orders), sellerName: users.name };
/** What the ledger's entries of an order are built from (ledger/postings-orders.ts OrderMoneyRow). */
const moneyColumns = {
  id: orders.id,
  checkoutId: orders.checkoutId,
  sellerId: orders.sellerId,
  totalPoisha: orders.totalPoisha,
  deliveryChargePoisha: orders.deliveryChargePoisha,
  commissionPoisha: orders.commissionPoisha,
  commissionVatPoisha: orders.commissionVatPoisha,
  refundedPoisha: orders.refundedPoisha,
  courier: orders.courier,
  paymentMethod: orders.paymentMethod,
  deliveredAt: orders.deliveredAt,
};
const selectOrders = (db: Db) =>
  db.select(orderColumns).from(orders).leftJoin(users, eq(users.id, orders.sellerId));
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number] & { items: OrderItemRow[] };
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** Attaches each order's lines (one query for the whole page), in their order. */
async function withItems(db: Db, rows: Awaited<ReturnType<typeof selectOrders>>): Promise<OrderRow[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(orderItems.orderId, orderItems.position);
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((r) => ({ ...r, items: byOrder.get(r.id) ?? [] }));
}

type ListFilter = {
  buyerId?: string;
  sellerId?: string;
  status?: string;
  payment?: OrderPaymentFilter;
  q?: string;
};

function listWhere(f: ListFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.buyerId) where.push(eq(orders.buyerId, f.buyerId));
  if (f.sellerId) where.push(eq(orders.sellerId, f.sellerId));
  if (f.status) where.push(eq(orders.orderStatus, f.status));
  // Cash still due: delivered cash on delivery, and the cash not (all) taken — follow-up work.
  if (f.payment === 'cash_due')
    where.push(
      eq(orders.orderStatus, 'delivered'),
      eq(orders.paymentMethod, 'cod'),
      inArray(orders.paymentStatus, ['unpaid', 'partially_paid']),
    );
  if (f.q) {
    const p = `%${escapeLike(f.q)}%`;
    where.push(
      or(
        ilike(sql`${orders.id}::text`, p),
        // Any of its lines' products (the flat fields are only the first line's).
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
          and (${orderItems.productName} ilike ${p} or ${orderItems.productSku} ilike ${p}))`,
        ilike(orders.customerName, p),
        ilike(orders.customerEmail, p),
        ilike(orders.phoneNumber, p),
        // The id the buyer typed from their mobile banking message (null for cash on delivery).
        ilike(orders.transactionId, p),
        // A company's purchase-order number (issue 31 item 3).
        ilike(orders.poNumber, p),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

function ordersQueries(db: Db) {
  return {
    findProduct: async (id: string) =>
      (await db.select().from(products).where(eq(products.id, id)).limit(1))[0],

    /** A line's units back to its variant, or to its product (db/return-stock.ts). */
    returnStock: (productId: string, quantity: number, variantId: string | null = null, orderId?: string) =>
      returnLineStock(db, { productId, variantId, quantity, orderId }),

    insert: async (values: NewOrder) =>
      (await db.insert(orders).values(values).returning({ id: orders.id }))[0]!.id,

    /** Tells the buyer and seller of an order change, in this transaction (see db/order-notifications.ts). */
    notify: (orderIds: string[], change: OrderChange) => notifyOrders(db, orderIds, change),

    /** The audit trail's row for a staff action on an order, in this transaction. */
    audit: (actor: Viewer, entry: AuditEntry) => recordAudit(db, actor, entry),

    addEvent: (orderId: string, status: string, actorId: string | null, note?: string) =>
      db.insert(orderEvents).values({ orderId, status, actorId, note }),

    /**
     * One history entry per status passed (an admin's skip forward records the steps between too), a
     * microsecond apart so the history lists them in path order.
     */
    addEvents: (orderId: string, statuses: string[], actorId: string) =>
      db.insert(orderEvents).values(
        statuses.map((status, i) => ({
          orderId,
          status,
          actorId,
          createdAt: sql`now() + ${i} * interval '1 microsecond'`,
        })),
      ),

    /** The order's status, its row locked until the transaction ends (so a move decides on fresh data). */
    lockStatus: async (id: string) =>
      (
        await db
          .select({ orderStatus: orders.orderStatus })
          .from(orders)
          .where(eq(orders.id, id))
          .for('update')
      )[0]?.orderStatus,

    events: (orderId: string) =>
      db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.createdAt),

    findById: async (id: string): Promise<OrderRow | undefined> =>
      (await withItems(db, await selectOrders(db).where(eq(orders.id, id)).limit(1)))[0],

    /** A checkout's orders (one per seller), in the order they were written. */
    findByCheckout: async (checkoutId: string): Promise<OrderRow[]> =>
      withItems(
        db,
        await selectOrders(db).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.createdAt, orders.id),
      ),

    list: async (filter: ListFilter, offset: number, limit: number): Promise<OrderRow[]> =>
      withItems(
        db,
        await selectOrders(db)
          .where(listWhere(filter))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .offset(offset)
          .limit(limit),
      ),

    /** The stored lines of an order (what cancelling puts back), in product-id order so locks never cross. */
    itemsForStock: (orderId: string) =>
      db
        .select({
          productId: orderItems.productId,
          variantId: orderItems.variantId,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.productId, orderItems.variantId),

    insertItems: (orderId: string, items: NewOrderItem[]) =>
      db.insert(orderItems).values(items.map((item) => ({ ...item, orderId }))),

    /**
     * Moves the status only if it is still one of `from`: two racing moves cannot both happen. Answers the
     * order's money as it is now (a delivery posts it to the ledger), or undefined when it did not move.
     */
    transition: async (id: string, from: string[], to: string, declineReason?: string) =>
      (
        await db
          .update(orders)
          .set({
            orderStatus: to,
            updatedAt: new Date(),
            ...(declineReason ? { declineReason } : {}),
            // When it arrived: the stats count deliveries on or before their promised day.
            ...(to === 'delivered' ? { deliveredAt: new Date() } : {}),
          })
          .where(and(eq(orders.id, id), inArray(orders.orderStatus, from)))
          .returning(moneyColumns)
      )[0],

    /**
     * Marks the payment received only if the contract's paymentRefusal would allow it, checked in the UPDATE
     * itself: unpaid and not cancelled; for cash (`cod`), a delivered cash-on-delivery order. Run it in a
     * transaction: the row is locked first so the answer's `duePoisha` (what was still unpaid, which the
     * ledger records) is what this UPDATE settled. Undefined when refused.
     */
    markPaid: async (id: string, via: 'paid' | 'cash') => {
      const [before] = await db
        .select({ paidPoisha: orders.paidPoisha })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      if (!before) return undefined;
      const [row] = await db
        .update(orders)
        .set({ paymentStatus: 'paid', paidPoisha: sql`${orders.totalPoisha}`, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, id),
            // A COD order whose advance was paid online owes the rest at the door.
            inArray(orders.paymentStatus, ['unpaid', 'partially_paid']),
            inArray(orders.orderStatus, ['pending', 'processing', 'shipped', 'delivered']),
            via === 'cash'
              ? and(eq(orders.paymentMethod, 'cod'), eq(orders.orderStatus, 'delivered'))
              : undefined,
          ),
        )
        .returning(moneyColumns);
      return row && { ...row, duePoisha: row.totalPoisha - before.paidPoisha };
    },
  };
}

const queries = (db: Db) => ({
  ...ordersQueries(db),
  ...checkoutQueries(db),
  ...companyShipToQueries(db),
});

/** The queries, bound to the pool or to one transaction. */
export type OrdersTx = ReturnType<typeof queries>;

export function createOrdersRepo(db: Db) {
  return {
    ...queries(db),
    // A company checkout's reads (issue 31): the buyer's membership and the company's approvers.
    ...companyBuyerQueries(db),
    /**
     * Runs `fn` in one database transaction with the queries bound to it; `txDb` is that transaction, for
     * another module's writes that must commit or roll back with the order (an accepted quote).
     */
    transaction: <T>(fn: (tx: OrdersTx, txDb: Db) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(queries(tx as unknown as Db), tx as unknown as Db)),
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
