import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, notificationSettings } from '../../db/schema.js';

// A reset link is for the mailbox only: shown in the app it would hand the reset to whoever holds the session.
const IN_APP = ne(notifications.kind, 'password_reset');

/** A person's notifications in the app (the outbox rows addressed to them) and their settings. */
export function createInboxRepo(db: Db) {
  const mine = (userId: string) => and(eq(notifications.userId, userId), IN_APP);
  return {
    /**
     * Newest first, after the notification `before` when given (by time, then id: the notifications of one
     * event share their transaction's time, so time alone would skip some at a page's end); one more than
     * `limit`, to tell whether more follow.
     */
    list: (userId: string, before: string | undefined, limit: number) =>
      db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          data: notifications.data,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(
          and(
            mine(userId),
            before
              ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${before})`
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1),

    unread: async (userId: string) =>
      (
        await db
          .select({ n: count() })
          .from(notifications)
          .where(and(mine(userId), isNull(notifications.readAt)))
      )[0]!.n,

    /** Marks the given ones (only the person's own; others' ids match nothing) or all as read. */
    markRead: (userId: string, ids: string[] | 'all', now: Date) =>
      db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            mine(userId),
            isNull(notifications.readAt),
            ids === 'all' ? undefined : inArray(notifications.id, ids),
          ),
        ),

    settings: async (userId: string) =>
      (
        await db
          .select({ lang: notificationSettings.lang, emailOff: notificationSettings.emailOff })
          .from(notificationSettings)
          .where(eq(notificationSettings.userId, userId))
      )[0],

    saveSettings: (userId: string, lang: string | null, emailOff: string[], now: Date) =>
      db
        .insert(notificationSettings)
        .values({ userId, lang, emailOff, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { lang, emailOff, updatedAt: now },
        }),
  };
}

export type InboxRepo = ReturnType<typeof createInboxRepo>;
