import type { NotificationData, PayoutDestination } from '@bulkbazar/contract';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../db/audit-record.js';
import { addNotifications } from '../../db/notification-outbox.js';
import { payouts, users } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { LedgerDeps } from './payout-ledger.js';
import type { PayoutRow } from './payout-runs.repo.js';

type LockedPayout = typeof payouts.$inferSelect;

/** What a settle found: the payout as it is now, or why it could not be done. */
export type Settled =
  | { kind: 'done'; payout: PayoutRow }
  | { kind: 'not-found' }
  | { kind: 'not-pending'; status: string }
  | { kind: 'rail-busy'; since: Date };

/** `actor`: the staff member who settled it by hand (in the audit trail, in the same transaction); none for a rail's answer. */
export type SentInput = { reference: string; actorId: string | null; lang?: string; actor?: Viewer };
export type FailedInput = { reason: string; actorId: string | null; actor?: Viewer };

/** How long after a rail attempt an operator may settle the payout by hand (the rail's answer may still come). */
export const RAIL_ANSWER_WINDOW_MS = 2 * 60_000;

export function createPayoutSettleRepo(db: Db, ledger: LedgerDeps) {
  const withSeller = async (tx: Db, id: string): Promise<PayoutRow> =>
    (
      await tx
        .select({ ...getTableColumns(payouts), sellerName: users.name, sellerEmail: users.email })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.sellerId))
        .where(eq(payouts.id, id))
    )[0] as PayoutRow;

  /**
   * Runs `act` on the payout under its row lock when it is still pending; anything else answers why not.
   * `manual` settles are refused while a rail attempt may still be answered (the rail could pay it meanwhile).
   */
  const settle = (
    id: string,
    manual: boolean,
    act: (tx: Db, p: LockedPayout, now: Date) => Promise<void>,
    audit?: { actor: Viewer; action: string; after: Record<string, unknown> },
  ) =>
    db.transaction(async (tx): Promise<Settled> => {
      const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!payout) return { kind: 'not-found' };
      if (payout.status !== 'pending') return { kind: 'not-pending', status: payout.status };
      const now = new Date();
      const attempt = payout.railAttemptedAt;
      if (manual && attempt && now.getTime() - attempt.getTime() < RAIL_ANSWER_WINDOW_MS) {
        return { kind: 'rail-busy', since: attempt };
      }
      await act(tx, payout, now);
      if (audit)
        await recordAudit(tx, audit.actor, {
          action: audit.action,
          target: { type: 'payout', id },
          before: { status: payout.status },
          after: audit.after,
        });
      return { kind: 'done', payout: await withSeller(tx, id) };
    });

  /** Sent: out of the payouts in transit to the bank (decision 0026), the seller told (in the app and by e-mail). */
  const sent = (id: string, input: SentInput, manual: boolean) =>
    settle(
      id,
      manual,
      async (tx, payout, now) => {
        await tx
          .update(payouts)
          .set({ status: 'sent', reference: input.reference, settledAt: now, updatedAt: now })
          .where(eq(payouts.id, id));
        await ledger.postEntry(tx, {
          kind: 'payout_sent',
          key: `payout:${id}:sent`,
          payoutId: id,
          actorId: input.actorId,
          memo: input.reference,
          lines: [
            { account: ledger.accounts.payoutsInTransit, amountPoisha: payout.amountPoisha },
            { account: ledger.accounts.bank, amountPoisha: -payout.amountPoisha },
          ],
        });
        const notice: NotificationData = {
          payoutId: id,
          amount: payout.amountPoisha,
          method: payout.method,
          reference: input.reference,
        };
        await addNotifications(tx, [{ userId: payout.sellerId, kind: 'payout_sent', data: notice }]);
      },
      input.actor && {
        actor: input.actor,
        action: 'payout.sent',
        after: { status: 'sent', reference: input.reference },
      },
    );

  /** Failed: the money goes back to the seller's available balance at once. */
  const failed = (id: string, input: FailedInput, manual: boolean) =>
    settle(
      id,
      manual,
      async (tx, payout, now) => {
        await tx
          .update(payouts)
          .set({ status: 'failed', failureReason: input.reason, settledAt: now, updatedAt: now })
          .where(eq(payouts.id, id));
        await ledger.postEntry(tx, {
          kind: 'payout_failed',
          key: `payout:${id}:failed`,
          payoutId: id,
          actorId: input.actorId,
          memo: input.reason,
          lines: [
            { account: ledger.accounts.payoutsInTransit, amountPoisha: payout.amountPoisha },
            {
              account: ledger.accounts.sellerPayable(payout.sellerId),
              amountPoisha: -payout.amountPoisha,
              availableAt: now,
            },
          ],
        });
      },
      input.actor && {
        actor: input.actor,
        action: 'payout.failed',
        after: { status: 'failed', failureReason: input.reason },
      },
    );

  return {
    find: async (id: string) => (await db.select().from(payouts).where(eq(payouts.id, id)))[0],
    markSent: (id: string, input: SentInput) => sent(id, input, true),
    markFailed: (id: string, input: FailedInput) => failed(id, input, true),
    /** The rail's own answer settles the payout it was sent for (whatever time has passed since). */
    railSent: (id: string, input: SentInput) => sent(id, input, false),
    railFailed: (id: string, input: FailedInput) => failed(id, input, false),

    /**
     * Records the rail attempt before the rail is called, committed on its own: a second click, a retry or
     * another process finds it and never calls the rail again for this payout.
     */
    startRailAttempt: (id: string) =>
      db.transaction(
        async (
          tx,
        ): Promise<
          | { kind: 'started'; payout: LockedPayout & { destination: PayoutDestination } }
          | Exclude<Settled, { kind: 'done' }>
          | { kind: 'attempted'; since: Date }
        > => {
          const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
          if (!payout) return { kind: 'not-found' };
          if (payout.status !== 'pending') return { kind: 'not-pending', status: payout.status };
          if (payout.railAttemptedAt) return { kind: 'attempted', since: payout.railAttemptedAt };
          const now = new Date();
          await tx.update(payouts).set({ railAttemptedAt: now, updatedAt: now }).where(eq(payouts.id, id));
          return {
            kind: 'started',
            payout: { ...payout, railAttemptedAt: now, destination: payout.destination as PayoutDestination },
          };
        },
      ),
  };
}

export type PayoutSettleRepo = ReturnType<typeof createPayoutSettleRepo>;
