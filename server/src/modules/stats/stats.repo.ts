import { desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, productViewers, productViews } from '../../db/schema.js';
import type { ViewerKeys } from './viewer-key.js';

// Cancelled and returned orders were never sold.
const live = notInArray(orders.orderStatus, ['cancelled', 'returned']);
/**
 * Anonymous viewers counted per address, product and day at most: several people behind one shared address
 * (an office, a mobile operator's NAT) still count, a script cycling through user agents adds no more.
 */
export const MAX_BROWSERS_PER_ADDRESS = 5;
const orderDay = sql`(${orders.createdAt} at time zone 'Asia/Dhaka')::date`;
/** Buyer × product × Dhaka day: an order line's counterpart of a product view. */
const purchases = sql<number>`count(distinct (${orders.buyerId}, ${orderItems.productId}, ${orderDay}))::int`;

/**
 * Dashboard figures, each an SQL aggregate: nothing loads all the rows. Money is the orders' totals; what
 * was sold (units, products, conversions) is counted from their lines, so a three-line order counts each of
 * its products once with its quantity.
 */
export function createStatsRepo(db: Db) {
  return {
    totals: async () => {
      const [money] = await db
        .select({
          revenuePoisha: sql<number>`coalesce(sum(${orders.totalPoisha}), 0)::bigint`.mapWith(Number),
          orders: sql<number>`count(*)::int`.mapWith(Number),
          deliveryPoisha: sql<number>`coalesce(sum(${orders.deliveryChargePoisha}), 0)::bigint`.mapWith(
            Number,
          ),
        })
        .from(orders)
        .where(live);
      const [sold] = await db
        .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::bigint`.mapWith(Number) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(live);
      return { ...money!, units: sold!.units };
    },

    /** Delivered orders with a promise: arrived on or before their promised day in Dhaka, or after it. */
    promisesKept: async () => {
      const arrived = sql`(${orders.deliveredAt} at time zone 'Asia/Dhaka')::date`;
      const [row] = await db
        .select({
          onTime: sql<number>`count(*) filter (where ${arrived} <= ${orders.deliverBy})::int`.mapWith(Number),
          late: sql<number>`count(*) filter (where ${arrived} > ${orders.deliverBy})::int`.mapWith(Number),
        })
        .from(orders)
        .where(
          sql`${orders.orderStatus} = 'delivered' and ${orders.deliverBy} is not null and ${orders.deliveredAt} is not null`,
        );
      return row!;
    },

    /** Product views (one per viewer, product and Dhaka day) on `sinceDay` (YYYY-MM-DD) and after. */
    views: async (sinceDay: string) =>
      (
        await db
          .select({ n: sql<number>`coalesce(sum(${productViews.views}), 0)::bigint`.mapWith(Number) })
          .from(productViews)
          .where(gte(productViews.day, sinceDay))
      )[0]!.n,

    /** Products ordered since `since` (order lines, not cancelled), once per buyer, product and Dhaka day. */
    conversions: async (since: Date) =>
      (
        await db
          .select({ n: purchases.mapWith(Number) })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(sql`${live} and ${orders.createdAt} >= ${since}`)
      )[0]!.n,

    /** Revenue and orders per Dhaka calendar day since `since`. */
    daily: (since: Date) => {
      const day = sql<string>`to_char((${orders.createdAt} at time zone 'Asia/Dhaka')::date, 'YYYY-MM-DD')`;
      return db
        .select({
          date: day,
          revenuePoisha: sql<number>`sum(${orders.totalPoisha})::bigint`.mapWith(Number),
          orders: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(orders)
        .where(sql`${live} and ${orders.createdAt} >= ${since}`)
        .groupBy(day)
        .orderBy(day);
    },

    /** The best sellers by units, from the lines: each product's units and its lines' totals. */
    topProducts: (limit: number) => {
      const units = sql<number>`sum(${orderItems.quantity})::bigint`.mapWith(Number);
      return db
        .select({
          productId: orderItems.productId,
          productName: sql<string>`max(${orderItems.productName})`,
          units,
          revenuePoisha: sql<number>`sum(${orderItems.lineTotalPoisha})::bigint`.mapWith(Number),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(live)
        .groupBy(orderItems.productId)
        .orderBy(desc(units), orderItems.productId)
        .limit(limit);
    },

    /**
     * A viewer (their keyed hashes) looked at a product on `day`: one statement, which adds one to the day's
     * count only when the viewer was not yet known for that product and day, and — for anonymous viewers —
     * their address has brought fewer than MAX_BROWSERS_PER_ADDRESS of them.
     */
    countViewer: (productId: string, day: string, { viewer, address }: ViewerKeys) =>
      db.execute(sql`
        with first_look as (
          insert into ${productViewers} (day, product_id, address_hash, viewer_hash)
          select ${day}::date, ${productId}::uuid, ${address ?? ''}::text, ${viewer}::text
          where ${address ?? ''}::text = '' or (
            select count(*) from ${productViewers}
            where day = ${day}::date and product_id = ${productId}::uuid and address_hash = ${address}::text
          ) < ${MAX_BROWSERS_PER_ADDRESS}
          on conflict do nothing
          returning product_id, day
        )
        insert into ${productViews} (product_id, day, views)
        select product_id, day, 1 from first_look
        on conflict (product_id, day) do update set views = ${productViews.views} + 1`),

    /** Forgets the viewers of the days before `day` (their counts stay in product_views). */
    pruneViewers: (day: string) => db.delete(productViewers).where(lt(productViewers.day, day)),
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
