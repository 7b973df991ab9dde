import type { NotificationData, NotificationKind } from '@bulkbazar/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { notifications } from './schema.js';
import { addPushForNotifications } from './push-outbox.js';
import { addSmsForNotifications } from './sms-outbox.js';

export type NewNotification = { userId: string; kind: NotificationKind; data: NotificationData };

/**
 * Records notifications in the caller's transaction (pass the transaction's `Db`), so they exist exactly when
 * their event does: a rollback takes them away, a crash after the commit cannot lose them. Delivery (in the app
 * and by e-mail, SMS and push) is the workers' business.
 */
export async function addNotifications(db: Db, list: readonly NewNotification[]): Promise<void> {
  if (list.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values(list.map((n) => ({ userId: n.userId, kind: n.kind, data: n.data })))
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      data: notifications.data,
    });
  // Their SMS (issue 32) in the same transaction: to a verified phone, for the kinds that have one.
  await addSmsForNotifications(db, rows);
  // And their web pushes, to each browser the recipient turned push on in.
  await addPushForNotifications(db, rows);
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
