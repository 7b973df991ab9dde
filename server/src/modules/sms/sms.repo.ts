import type { NotificationData } from '@bulkbazar/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationSettings, smsMessages, users } from '../../db/schema.js';

export type DueSms = {
  id: string;
  kind: string;
  phoneNumber: string;
  data: NotificationData;
  attempts: number;
  /** Set when a worker was calling the gateway for it and stopped (see sending_at in migration 0030). */
  sendingAt: Date | null;
  createdAt: Date;
  banned: boolean | null;
  lang: string | null;
  smsOff: string[] | null;
};

export function createSmsRepo(db: Db) {
  const pending = (id: string) => and(eq(smsMessages.id, id), eq(smsMessages.status, 'pending'));
  return {
    /**
     * Takes up to `limit` due messages, sign-in codes first (someone is waiting at the form): locked with SKIP
     * LOCKED so other processes' workers take others, and their next try pushed `leaseMs` ahead before the lock
     * is released, so no other worker takes them while this one sends.
     */
    claimDue: (now: Date, limit: number, leaseMs: number): Promise<DueSms[]> =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: smsMessages.id,
            kind: smsMessages.kind,
            phoneNumber: smsMessages.phoneNumber,
            data: smsMessages.data,
            attempts: smsMessages.attempts,
            sendingAt: smsMessages.sendingAt,
            createdAt: smsMessages.createdAt,
            banned: users.banned,
            lang: notificationSettings.lang,
            smsOff: notificationSettings.smsOff,
          })
          .from(smsMessages)
          .leftJoin(users, eq(users.id, smsMessages.userId))
          .leftJoin(notificationSettings, eq(notificationSettings.userId, smsMessages.userId))
          .where(and(eq(smsMessages.status, 'pending'), lte(smsMessages.nextAt, now)))
          .orderBy(sql`${smsMessages.kind} = 'sign_in_code' desc`, asc(smsMessages.nextAt))
          .limit(limit)
          .for('update', { of: smsMessages, skipLocked: true });
        if (rows.length > 0)
          await tx
            .update(smsMessages)
            .set({ nextAt: new Date(now.getTime() + leaseMs) })
            .where(
              inArray(
                smsMessages.id,
                rows.map((r) => r.id),
              ),
            );
        return rows;
      }),
    /** Just before the gateway is called. */
    markSending: (id: string, now: Date) => db.update(smsMessages).set({ sendingAt: now }).where(pending(id)),
    /** Sent: the text as sent (a code's digits hidden: only its hash is kept), its parts and their cost. */
    markSent: (id: string, now: Date, sent: { text: string; segments: number; costPoisha: number }) =>
      db
        .update(smsMessages)
        .set({
          status: 'sent',
          sentAt: now,
          error: null,
          ...sent,
          data: sql`${smsMessages.data} - 'code'`,
          attempts: sql`${smsMessages.attempts} + 1`,
        })
        .where(pending(id)),
    markSkipped: (id: string, why: string) =>
      db
        .update(smsMessages)
        .set({ status: 'skipped', error: why, data: sql`${smsMessages.data} - 'code'` })
        .where(pending(id)),
    /** A failed try: again at `nextAt` (and `sendingAt` cleared when nothing was sent), or given up. */
    markFailed: (id: string, error: string, nextAt: Date | null, clearSending: boolean) =>
      db
        .update(smsMessages)
        .set({
          status: nextAt ? 'pending' : 'failed',
          error: error.slice(0, 500),
          attempts: sql`${smsMessages.attempts} + 1`,
          ...(nextAt ? { nextAt } : { data: sql`${smsMessages.data} - 'code'` }),
          ...(clearSending ? { sendingAt: null } : {}),
        })
        .where(pending(id)),
    /** The kinds of SMS a person turned off. */
    smsOff: async (userId: string): Promise<string[]> => {
      const [row] = await db
        .select({ smsOff: notificationSettings.smsOff })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return row?.smsOff ?? [];
    },
    setSmsOff: (userId: string, smsOff: string[]) =>
      db
        .insert(notificationSettings)
        .values({ userId, smsOff })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { smsOff, updatedAt: sql`now()` } }),
    /** Messages sent, their parts and their cost (the dashboard's totals). */
    totals: async () => {
      const [row] = await db
        .select({
          sent: sql<number>`count(*)::int`,
          segments: sql<number>`coalesce(sum(${smsMessages.segments}), 0)::int`,
          costPoisha: sql<number>`coalesce(sum(${smsMessages.costPoisha}), 0)::int`,
        })
        .from(smsMessages)
        .where(eq(smsMessages.status, 'sent'));
      return row!;
    },
  };
}

export type SmsRepo = ReturnType<typeof createSmsRepo>;
