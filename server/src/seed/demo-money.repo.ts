import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { checkouts, notifications, orderEvents, orders, payoutRuns, shipmentEvents } from '../db/schema.js';
import type { DeliveredMoney } from './demo-books.js';

/**
 * What only the demo's money writes directly: the dates that make it lived-in (a service writes "now"; the
 * ledger, append-only, is never touched here) and the delivered orders' money columns the held deliveries are
 * posted from (demo-books.ts).
 */
const HOUR = 3_600_000;

export function createDemoMoneyRepo(db: Db) {
  return {
    /**
     * Dates a courier-delivered order as the demo's others are dated (seed.repo backdateOrder): placed at
     * `placedAt`, each step of `path` (its statuses before delivery, in order) an hour after the last; then the
     * courier's tracking — booked when shipped, picked up five hours later — and its delivery at `deliveredAt`.
     * Its history, tracking, the notices about it, its promised day and its checkout.
     */
    async dateDelivery(id: string, at: { placedAt: Date; deliveredAt: Date; path: string[] }) {
      const p = at.placedAt.getTime();
      const statusAt: Record<string, Date> = Object.fromEntries(
        at.path.map((status, k) => [status, new Date(p + k * HOUR)]),
      );
      statusAt.delivered = at.deliveredAt;
      const trackedAt: Record<string, Date> = {
        booked: statusAt.shipped!,
        in_transit: new Date(statusAt.shipped!.getTime() + 5 * HOUR),
        delivered: at.deliveredAt,
      };
      const [order] = await db
        .update(orders)
        .set({
          createdAt: at.placedAt,
          updatedAt: at.deliveredAt,
          deliveredAt: at.deliveredAt,
          deliverBy: sql`case when ${orders.deliverBy} is null then null
            else (${at.placedAt.toISOString()}::timestamptz at time zone 'Asia/Dhaka')::date + ${orders.promiseDays}::integer end`,
        })
        .where(eq(orders.id, id))
        .returning({ checkoutId: orders.checkoutId });
      await db.update(checkouts).set({ createdAt: at.placedAt }).where(eq(checkouts.id, order!.checkoutId));
      const aboutOrder = sql`${notifications.data}->>'orderId' = ${id}`;
      await db
        .update(notifications)
        .set({ createdAt: at.placedAt })
        .where(and(aboutOrder, eq(notifications.kind, 'order_placed')));
      for (const [status, when] of Object.entries(statusAt)) {
        await db
          .update(orderEvents)
          .set({ createdAt: when })
          .where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, status)));
        await db
          .update(notifications)
          .set({ createdAt: when })
          .where(and(aboutOrder, sql`${notifications.data}->>'status' = ${status}`));
      }
      for (const [status, when] of Object.entries(trackedAt))
        await db
          .update(shipmentEvents)
          .set({ createdAt: when })
          .where(and(eq(shipmentEvents.orderId, id), eq(shipmentEvents.status, status)));
    },

    /**
     * A payout run made inside the seed's one transaction is stamped with its start, as is everything the seed
     * writes: the run's own moment (the database's clock now) orders the demo's runs as they were made.
     */
    stampRun: (runId: string) =>
      db
        .update(payoutRuns)
        .set({ createdAt: sql`clock_timestamp()` })
        .where(eq(payoutRuns.id, runId)),

    /** The sellers' notices that their payout method was set, dated when the demo set it. */
    datePayoutMethodNotices: (sellerIds: string[], at: Date) =>
      db
        .update(notifications)
        .set({ createdAt: at })
        .where(
          and(eq(notifications.kind, 'payout_method_changed'), inArray(notifications.userId, sellerIds)),
        ),

    /** The delivered orders' money as ledger/postings-orders.ts builds the delivery's entry from it. */
    async deliveredMoney(ids: string[]): Promise<DeliveredMoney[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: orders.id,
          checkoutId: orders.checkoutId,
          sellerId: orders.sellerId,
          totalPoisha: orders.totalPoisha,
          deliveryChargePoisha: orders.deliveryChargePoisha,
          commissionPoisha: orders.commissionPoisha,
          commissionVatPoisha: orders.commissionVatPoisha,
          refundedPoisha: orders.refundedPoisha,
          courier: orders.courier,
          deliveredAt: orders.deliveredAt,
        })
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.orderStatus, 'delivered')));
      return rows.map((r) => ({ ...r, deliveredAt: r.deliveredAt! }));
    },
  };
}

export type DemoMoneyRepo = ReturnType<typeof createDemoMoneyRepo>;
