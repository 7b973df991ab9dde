import { and, desc, eq, getTableColumns, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderEvents, orders, products, users } from '../../db/schema.js';
import { escapeLike } from '../../db/escape-like.js';

const orderColumns = { ...getTableColumns(orders), sellerName: users.name };
const selectOrders = (db: Db) =>
  db.select(orderColumns).from(orders).leftJoin(users, eq(users.id, orders.sellerId));
export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];
export type NewOrder = typeof orders.$inferInsert;

type ListFilter = { buyerId?: string; sellerId?: string; status?: string; q?: string };

function listWhere(f: ListFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.buyerId) where.push(eq(orders.buyerId, f.buyerId));
  if (f.sellerId) where.push(eq(orders.sellerId, f.sellerId));
  if (f.status) where.push(eq(orders.orderStatus, f.status));
  if (f.q) {
    const p = `%${escapeLike(f.q)}%`;
    where.push(
      or(
        ilike(sql`${orders.id}::text`, p),
        ilike(orders.productName, p),
        ilike(orders.productSku, p),
        ilike(orders.customerName, p),
        ilike(orders.customerEmail, p),
        ilike(orders.phoneNumber, p),
        // The id the buyer typed from their mobile banking message (null for cash on delivery).
        ilike(orders.transactionId, p),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

function ordersQueries(db: Db) {
  return {
    findProduct: async (id: string) =>
      (await db.select().from(products).where(eq(products.id, id)).limit(1))[0],

    /**
     * Takes `quantity` units of an approved product if (and only if) that many are in stock and the quantity
     * meets the MOQ — one conditional UPDATE, so concurrent orders can never take more than there is.
     */
    takeStock: async (productId: string, quantity: number, buyerId: string) =>
      (
        await db
          .update(products)
          .set({ stock: sql`${products.stock} - ${quantity}` })
          .where(
            and(
              eq(products.id, productId),
              eq(products.status, 'approved'),
              gte(products.stock, quantity),
              sql`${products.minQuantity} <= ${quantity}`,
              // Sellers cannot buy their own listings (it would inflate their sales and take stock).
              sql`${products.sellerId} is distinct from ${buyerId}`,
            ),
          )
          .returning()
      )[0],

    returnStock: (productId: string, quantity: number) =>
      db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(eq(products.id, productId)),

    insert: async (values: NewOrder) =>
      (await db.insert(orders).values(values).returning({ id: orders.id }))[0]!.id,

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

    findById: async (id: string) => (await selectOrders(db).where(eq(orders.id, id)).limit(1))[0],

    findByIdempotencyKey: async (buyerId: string, key: string) =>
      (
        await selectOrders(db)
          .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)))
          .limit(1)
      )[0],

    list: (filter: ListFilter, offset: number, limit: number) =>
      selectOrders(db)
        .where(listWhere(filter))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .offset(offset)
        .limit(limit),

    /** Moves the status only if it is still one of `from`: two racing moves cannot both happen. */
    transition: async (id: string, from: string[], to: string, declineReason?: string) =>
      (
        await db
          .update(orders)
          .set({ orderStatus: to, updatedAt: new Date(), ...(declineReason ? { declineReason } : {}) })
          .where(and(eq(orders.id, id), inArray(orders.orderStatus, from)))
          .returning({ quantity: orders.quantity, productId: orders.productId })
      )[0],

    /**
     * Marks the payment received only if the contract's paymentRefusal would allow it, checked in the UPDATE
     * itself: unpaid and not cancelled; for cash (`cod`), a delivered cash-on-delivery order.
     */
    markPaid: async (id: string, via: 'paid' | 'cash') =>
      (
        await db
          .update(orders)
          .set({ paymentStatus: 'paid', updatedAt: new Date() })
          .where(
            and(
              eq(orders.id, id),
              eq(orders.paymentStatus, 'unpaid'),
              ne(orders.orderStatus, 'cancelled'),
              via === 'cash'
                ? and(eq(orders.paymentMethod, 'cod'), eq(orders.orderStatus, 'delivered'))
                : undefined,
            ),
          )
          .returning({ id: orders.id })
      ).length > 0,
  };
}

/** The queries, bound to the pool or to one transaction. */
export type OrdersTx = ReturnType<typeof ordersQueries>;

export function createOrdersRepo(db: Db) {
  return {
    ...ordersQueries(db),
    /** Runs `fn` in one database transaction with the queries bound to it. */
    transaction: <T>(fn: (tx: OrdersTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(ordersQueries(tx as unknown as Db))),
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
