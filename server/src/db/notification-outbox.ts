import type { NotificationData, NotificationKind } from '@bulkbazar/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { notifications } from './schema.js';

export type NewNotification = { userId: string; kind: NotificationKind; data: NotificationData };

/**
 * Records notifications in the caller's transaction (pass the transaction's `Db`), so they exist exactly when
 * their event does: a rollback takes them away, a crash after the commit cannot lose them. Delivery (in the app
 * and by e-mail) is the worker's business.
 */
export async function addNotifications(db: Db, list: readonly NewNotification[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(notifications).values(list.map((n) => ({ userId: n.userId, kind: n.kind, data: n.data })));
}

/**
 * Withdraws the newest notification of `kind` to `userId` whose data has the given values, in the caller's
 * transaction: it leaves the bell, and its e-mail is not sent if it was still waiting in the outbox (one already
 * sent cannot be taken back). For an event that is undone, as a moderator's Undo of a review.
 */
export async function withdrawNotification(
  db: Db,
  userId: string,
  kind: NotificationKind,
  match: Record<string, string>,
): Promise<void> {
  const [latest] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        sql`${notifications.data} @> ${JSON.stringify(match)}::jsonb`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  if (latest) await db.delete(notifications).where(eq(notifications.id, latest.id));
}
