import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { APPROVAL_EXPIRED } from './approval-texts.js';
import type { Db } from '../../db/client.js';
import { addNotifications } from '../../db/notification-outbox.js';
import { notifyOrders } from '../../db/order-notifications.js';
import { returnLineStock } from '../../db/return-stock.js';
import { companies, companyMembers, orderEvents, orderItems, orders, users } from '../../db/schema.js';

const WAITING = 'awaiting_approval';

/** The roles that decide a company's waiting checkouts. */
const APPROVING = ['owner', 'approver'] as const;

/** One decided checkout's orders, as the UPDATE that decided them returned them. */
type Decided = {
  id: string;
  buyerId: string;
  companyId: string | null;
  totalPoisha: number;
  checkoutId: string | null;
  paymentMethod: string;
};

const approvalQueries = (db: Db) => {
  /** Tells the buyer what became of their checkout (approved, rejected with the reason, or expired). */
  const tellBuyer = async (decided: Decided[], decision: string, reason: string | null) => {
    const first = decided[0]!;
    const [company] = first.companyId
      ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, first.companyId))
      : [];
    await addNotifications(db, [
      {
        userId: first.buyerId,
        kind: 'approval_decided',
        data: {
          decision,
          reason,
          companyName: company?.name ?? '',
          total: decided.reduce((sum, o) => sum + o.totalPoisha, 0),
          orderId: first.id,
        },
      },
    ]);
  };

  return {
    /** The company a checkout was bought for, and its buyer; none for a checkout not bought for a company. */
    checkoutCompany: async (checkoutId: string) =>
      (
        await db
          .select({ companyId: orders.companyId, buyerId: orders.buyerId })
          .from(orders)
          .where(and(eq(orders.checkoutId, checkoutId), isNotNull(orders.companyId)))
          .limit(1)
      )[0],

    /** The user's role in the company, if a member. */
    roleIn: async (companyId: string, userId: string) =>
      (
        await db
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
      )[0]?.role,

    /**
     * The checkouts waiting for the user's decision (companies where they are owner or approver), oldest first,
     * one row per checkout with the buyer and their limit.
     */
    waitingFor: (userId: string, now: Date) =>
      db
        .selectDistinctOn([orders.createdAt, orders.checkoutId], {
          checkoutId: orders.checkoutId,
          companyId: companies.id,
          companyName: companies.name,
          buyerName: users.name,
          buyerEmail: users.email,
          poNumber: orders.poNumber,
          paymentMethod: orders.paymentMethod,
          createdAt: orders.createdAt,
          holdExpiresAt: orders.holdExpiresAt,
          orderLimitPoisha: sql<
            number | null
          >`(select ${companyMembers.orderLimitPoisha} from ${companyMembers}
            where ${companyMembers.companyId} = ${orders.companyId} and ${companyMembers.userId} = ${orders.buyerId})`.mapWith(
            (v: unknown) => (v === null ? null : Number(v)),
          ),
        })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .innerJoin(users, eq(users.id, orders.buyerId))
        .where(
          and(
            eq(orders.orderStatus, WAITING),
            gt(orders.holdExpiresAt, now),
            inArray(
              orders.companyId,
              db
                .select({ id: companyMembers.companyId })
                .from(companyMembers)
                .where(and(eq(companyMembers.userId, userId), inArray(companyMembers.role, [...APPROVING]))),
            ),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.checkoutId))
        .limit(200),

    /** Waiting checkouts whose hold ran out by `now` (the sweep's queue: the rows themselves). */
    expired: async (now: Date, limit: number) =>
      (
        await db
          .selectDistinct({ checkoutId: orders.checkoutId })
          .from(orders)
          .where(and(eq(orders.orderStatus, WAITING), lte(orders.holdExpiresAt, now)))
          .limit(limit)
      ).map((r) => r.checkoutId),

    /**
     * Approves a waiting checkout: ONE conditional UPDATE moves its orders on, only while they still wait and
     * their hold lasts — a second approver (or a reject, or the sweep) racing it finds nothing and is told so.
     * The orders go to `pending` (the checkout pays later: decision 0041); seller and buyer hear of them now.
     * Answers the orders moved (none: decided already, or expired).
     */
    approve: async (checkoutId: string, actorId: string) => {
      const decided: Decided[] = await db
        .update(orders)
        .set({
          orderStatus: 'pending',
          holdExpiresAt: null,
          // The delivery promise counts from now if it had not started.
          deliverBy: sql`coalesce(${orders.deliverBy}, (now() at time zone 'Asia/Dhaka')::date + ${orders.promiseDays}::integer)`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(orders.checkoutId, checkoutId),
            eq(orders.orderStatus, WAITING),
            gt(orders.holdExpiresAt, sql`now()`),
          ),
        )
        .returning({
          id: orders.id,
          buyerId: orders.buyerId,
          companyId: orders.companyId,
          totalPoisha: orders.totalPoisha,
          checkoutId: orders.checkoutId,
          paymentMethod: orders.paymentMethod,
        });
      if (decided.length === 0) return decided;
      const ids = decided.map((o) => o.id);
      await db
        .insert(orderEvents)
        .values(ids.map((orderId) => ({ orderId, status: 'pending', actorId, note: 'approved' })));
      await notifyOrders(db, ids, { kind: 'placed' });
      await tellBuyer(decided, 'approved', null);
      return decided;
    },

    /**
     * Cancels a waiting checkout — rejected (with the approver's reason) or its hold ran out (`expiredBy`) —
     * and puts every line's stock back once: the UPDATE only matches orders still waiting, so a racing approve,
     * reject or sweep finds nothing to release. Lines go back in product-id order, as checkouts take them.
     */
    release: async (
      checkoutId: string,
      how: { reason: string; actorId: string; expiredBy?: undefined } | { expiredBy: Date },
    ) => {
      const reason = how.expiredBy ? APPROVAL_EXPIRED : how.reason;
      const decided: Decided[] = await db
        .update(orders)
        .set({ orderStatus: 'cancelled', cancelReason: reason, holdExpiresAt: null, updatedAt: new Date() })
        .where(
          and(
            eq(orders.checkoutId, checkoutId),
            eq(orders.orderStatus, WAITING),
            how.expiredBy ? lte(orders.holdExpiresAt, how.expiredBy) : gt(orders.holdExpiresAt, sql`now()`),
          ),
        )
        .returning({
          id: orders.id,
          buyerId: orders.buyerId,
          companyId: orders.companyId,
          totalPoisha: orders.totalPoisha,
          checkoutId: orders.checkoutId,
          paymentMethod: orders.paymentMethod,
        });
      if (decided.length === 0) return decided;
      const ids = decided.map((o) => o.id);
      const lines = await db
        .select({
          productId: orderItems.productId,
          variantId: orderItems.variantId,
          quantity: orderItems.quantity,
          orderId: orderItems.orderId,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(orderItems.productId, orderItems.variantId);
      for (const line of lines)
        if (line.productId) await returnLineStock(db, { ...line, productId: line.productId });
      await db.insert(orderEvents).values(
        ids.map((orderId) => ({
          orderId,
          status: 'cancelled',
          actorId: how.expiredBy ? null : how.actorId,
          note: reason,
        })),
      );
      await tellBuyer(decided, how.expiredBy ? 'expired' : 'rejected', how.expiredBy ? null : reason);
      return decided;
    },
  };
};

export type ApprovalsTx = ReturnType<typeof approvalQueries>;

export function createApprovalsRepo(db: Db) {
  return {
    ...approvalQueries(db),
    /** `txDb`: the same transaction for another module's writes (trade credit given back with the stock). */
    transaction: <T>(fn: (tx: ApprovalsTx, txDb: Db) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(approvalQueries(tx as unknown as Db), tx as unknown as Db)),
  };
}
export type ApprovalsRepo = ReturnType<typeof createApprovalsRepo>;
