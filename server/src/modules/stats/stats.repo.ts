import { desc, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, productViews } from '../../db/schema.js';

const live = ne(orders.orderStatus, 'cancelled');

/** Dashboard figures, each one SQL aggregate: nothing loads all the rows. */
export function createStatsRepo(db: Db) {
  return {
    totals: async () =>
      (
        await db
          .select({
            revenuePoisha: sql<number>`coalesce(sum(${orders.totalPoisha}), 0)::bigint`.mapWith(Number),
            units: sql<number>`coalesce(sum(${orders.quantity}), 0)::bigint`.mapWith(Number),
            orders: sql<number>`count(*)::int`.mapWith(Number),
          })
          .from(orders)
          .where(live)
      )[0]!,

    views: async () =>
      (
        await db
          .select({ n: sql<number>`coalesce(sum(${productViews.views}), 0)::bigint`.mapWith(Number) })
          .from(productViews)
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

    topProducts: (limit: number) => {
      const units = sql<number>`sum(${orders.quantity})::bigint`.mapWith(Number);
      return db
        .select({
          productId: orders.productId,
          productName: sql<string>`max(${orders.productName})`,
          units,
          revenuePoisha: sql<number>`sum(${orders.totalPoisha})::bigint`.mapWith(Number),
        })
        .from(orders)
        .where(live)
        .groupBy(orders.productId)
        .orderBy(desc(units))
        .limit(limit);
    },

    /** One more view of a product page today (Dhaka day): a counter, no visitor data. */
    countView: (productId: string) =>
      db
        .insert(productViews)
        .values({ productId, day: sql`(now() at time zone 'Asia/Dhaka')::date`, views: 1 })
        .onConflictDoUpdate({
          target: [productViews.productId, productViews.day],
          set: { views: sql`${productViews.views} + 1` },
        }),
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
