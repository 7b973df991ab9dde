import type { NotificationData } from '@bulkbazar/contract';
import { and, asc, desc, eq, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appMeta,
  notifications,
  notificationSettings,
  pushMessages,
  pushSubscriptions,
  users,
} from '../../db/schema.js';

export type DuePush = {
  id: string;
  notificationId: string;
  subscriptionId: string;
  kind: string;
  notificationKind: string;
  data: NotificationData;
  attempts: number;
  sendingAt: Date | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  banned: boolean | null;
  lang: string | null;
  pushOff: string[] | null;
};

const subscriptionFields = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  createdAt: pushSubscriptions.createdAt,
};

export function createPushRepo(db: Db) {
  const pending = (id: string) => and(eq(pushMessages.id, id), eq(pushMessages.status, 'pending'));
  return {
    /** The VAPID pair kept for this database, made by `make` on the first call (every process shares it). */
    storedVapidKeys: async (make: () => Promise<{ publicKey: string; privateKey: string }>) => {
      const read = async () => {
        const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'vapid-keys'));
        return row?.value as { publicKey: string; privateKey: string } | undefined;
      };
      const kept = await read();
      if (kept) return kept;
      // Two processes starting at once may both make one: the first written is every process's.
      await db
        .insert(appMeta)
        .values({ key: 'vapid-keys', value: await make() })
        .onConflictDoNothing();
      return (await read())!;
    },

    /**
     * Saves a browser's subscription for `userId`: the same endpoint again is that row with its new keys; for
     * another person signed in on it, a new row (the last person's waiting pushes are not shown to the next).
     * Past `cap` browsers the oldest go.
     */
    subscribe: (userId: string, s: { endpoint: string; p256dh: string; auth: string }, cap: number) =>
      db.transaction(async (tx) => {
        // Another person's row for this browser goes, with the pushes still waiting for them.
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, s.endpoint), ne(pushSubscriptions.userId, userId)));
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({ userId, ...s })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` },
          })
          .returning(subscriptionFields);
        const keep = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(cap);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
        return row!;
      }),
    list: (userId: string) =>
      db
        .select(subscriptionFields)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt)),
    /** Removes one of the person's subscriptions; false when they have none by that id. */
    unsubscribe: async (userId: string, id: string) =>
      (
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
          .returning({ id: pushSubscriptions.id })
      ).length > 0,
    /** The push service said the subscription is gone (404/410): it goes, with its waiting pushes. */
    removeSubscription: (id: string) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)),

    pushOff: async (userId: string): Promise<string[]> => {
      const [row] = await db
        .select({ pushOff: notificationSettings.pushOff })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return row?.pushOff ?? [];
    },
    setPushOff: (userId: string, pushOff: string[]) =>
      db
        .insert(notificationSettings)
        .values({ userId, pushOff })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { pushOff, updatedAt: sql`now()` },
        }),

    /**
     * Takes up to `limit` due pushes: locked with SKIP LOCKED so other processes' workers take others, and
     * their next try pushed `leaseMs` ahead before the lock is released, so no other worker sends them meanwhile.
     */
    claimDue: (now: Date, limit: number, leaseMs: number): Promise<DuePush[]> =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: pushMessages.id,
            notificationId: pushMessages.notificationId,
            subscriptionId: pushMessages.subscriptionId,
            kind: pushMessages.kind,
            notificationKind: notifications.kind,
            data: notifications.data,
            attempts: pushMessages.attempts,
            sendingAt: pushMessages.sendingAt,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
            banned: users.banned,
            lang: notificationSettings.lang,
            pushOff: notificationSettings.pushOff,
          })
          .from(pushMessages)
          .innerJoin(notifications, eq(notifications.id, pushMessages.notificationId))
          .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushMessages.subscriptionId))
          .leftJoin(users, eq(users.id, pushSubscriptions.userId))
          .leftJoin(notificationSettings, eq(notificationSettings.userId, pushSubscriptions.userId))
          .where(and(eq(pushMessages.status, 'pending'), lte(pushMessages.nextAt, now)))
          .orderBy(asc(pushMessages.nextAt))
          .limit(limit)
          .for('update', { of: pushMessages, skipLocked: true });
        if (rows.length > 0)
          await tx
            .update(pushMessages)
            .set({ nextAt: new Date(now.getTime() + leaseMs) })
            .where(
              inArray(
                pushMessages.id,
                rows.map((r) => r.id),
              ),
            );
        return rows;
      }),
    markSending: (id: string, now: Date) =>
      db.update(pushMessages).set({ sendingAt: now }).where(pending(id)),
    markSent: (id: string, now: Date) =>
      db
        .update(pushMessages)
        .set({ status: 'sent', sentAt: now, error: null, attempts: sql`${pushMessages.attempts} + 1` })
        .where(pending(id)),
    markSkipped: (id: string, why: string) =>
      db.update(pushMessages).set({ status: 'skipped', error: why }).where(pending(id)),
    /** A failed try: again at `nextAt`, or given up (null). */
    markFailed: (id: string, error: string, nextAt: Date | null) =>
      db
        .update(pushMessages)
        .set({
          status: nextAt ? 'pending' : 'failed',
          error: error.slice(0, 500),
          attempts: sql`${pushMessages.attempts} + 1`,
          sendingAt: null,
          ...(nextAt ? { nextAt } : {}),
        })
        .where(pending(id)),
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
