import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { NotificationData, NotificationKind } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { notifications, notificationSettings, users } from '../../db/schema.js';

/** Transactional mail: someone is waiting for it now, so it is sent before older mail of other kinds. */
const WAITED_FOR: NotificationKind[] = ['password_reset', 'order_placed'];

export type DueMail = {
  id: string;
  kind: string;
  data: NotificationData;
  attempts: number;
  email: string;
  banned: boolean;
  /** The recipient's chosen language (null: none chosen) and the kinds of e-mail they turned off. */
  lang: string | null;
  emailOff: string[] | null;
};

export function createNotificationsRepo(db: Db) {
  return {
    /**
     * Takes up to `limit` due e-mails for this worker: the rows are locked (SKIP LOCKED, so workers in other
     * processes take others) and their next try is pushed `leaseMs` ahead before the lock is released, so no
     * other worker takes them while this one sends. A worker that dies mid-send leaves them to be taken again
     * once the lease ends: at least once, and the Message-ID marks a repeat.
     */
    claimDue: (now: Date, limit: number, leaseMs: number): Promise<DueMail[]> =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: notifications.id,
            kind: notifications.kind,
            data: notifications.data,
            attempts: notifications.emailAttempts,
            email: users.email,
            banned: users.banned,
            lang: notificationSettings.lang,
            emailOff: notificationSettings.emailOff,
          })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.userId))
          .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
          .where(and(eq(notifications.emailStatus, 'pending'), lte(notifications.emailNextAt, now)))
          // Mail someone is waiting for goes before any backlog (a sale's status changes, a seeded shop's).
          .orderBy(sql`${inArray(notifications.kind, WAITED_FOR)} desc`, asc(notifications.emailNextAt))
          .limit(limit)
          .for('update', { of: notifications, skipLocked: true });
        if (rows.length > 0)
          await tx
            .update(notifications)
            .set({ emailNextAt: new Date(now.getTime() + leaseMs) })
            .where(
              inArray(
                notifications.id,
                rows.map((r) => r.id),
              ),
            );
        return rows;
      }),
    markSent: (id: string, now: Date) =>
      db
        .update(notifications)
        .set({
          emailStatus: 'sent',
          emailSentAt: now,
          emailError: null,
          emailAttempts: sql`${notifications.emailAttempts} + 1`,
        })
        .where(and(eq(notifications.id, id), eq(notifications.emailStatus, 'pending'))),
    markSkipped: (id: string, why: string) =>
      db
        .update(notifications)
        .set({ emailStatus: 'skipped', emailError: why })
        .where(and(eq(notifications.id, id), eq(notifications.emailStatus, 'pending'))),
    /** A failed try: again at `nextAt`, or given up (`failed`) when `nextAt` is null. */
    markFailed: (id: string, error: string, nextAt: Date | null) =>
      db
        .update(notifications)
        .set({
          emailStatus: nextAt ? 'pending' : 'failed',
          emailError: error.slice(0, 500),
          emailAttempts: sql`${notifications.emailAttempts} + 1`,
          ...(nextAt ? { emailNextAt: nextAt } : {}),
        })
        .where(and(eq(notifications.id, id), eq(notifications.emailStatus, 'pending'))),
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
