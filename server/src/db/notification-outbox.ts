import type { NotificationData, NotificationKind } from '@bulkbazar/contract';
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
