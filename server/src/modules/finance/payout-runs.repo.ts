import type { PayoutDestination } from '@bulkbazar/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  lte,
  sql,
  sum,
} from 'drizzle-orm';
import { recordAudit } from '../../db/audit-record.js';
import type { Db } from '../../db/client.js';
import { ledgerLines, payoutRuns, payouts, sellerFinance, users } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { LedgerDeps } from './payout-ledger.js';

export type PayoutRunRow = typeof payoutRuns.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect & {
  destination: PayoutDestination;
  sellerName: string;
  sellerEmail: string;
};
export type RunSummaryRow = PayoutRunRow & {
  createdByName: string | null;
  count: number;
  totalPoisha: number;
  pending: number;
  sent: number;
  failed: number;
};

export type NewRun = {
  minimumPoisha: number;
  sellerIds?: string[];
  idempotencyKey?: string;
  createdBy: string;
  /** The staff member creating it: the run is in the audit trail, in its own transaction. */
  actor?: Viewer;
};
export type CreatedRun =
  | { kind: 'created'; runId: string }
  | { kind: 'replayed'; runId: string }
  | { kind: 'key-reused'; runId: string };

/** The database's own clock, read after a lock: every process (and every run) compares against one clock. */
const clockNow = async (db: Db) => {
  const result = (await db.execute(
    sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  )) as unknown as { rows: { ms: number | string }[] };
  // Down to the millisecond (a Date's precision): never later than the database's own time.
  return new Date(Math.floor(Number(result.rows[0]!.ms)));
};

/** What `sellerBalance` counts as available at `at`, summed per seller, at or above `minimum`. */
const availableSum = sql<string>`-sum(${ledgerLines.amountPoisha})`;

const payoutColumns = getTableColumns(payouts);

/**
 * `requireVerifiedSeller` (PAYOUTS_REQUIRE_VERIFIED_SELLER, issue 31 item 5): a seller never paid before is left out
 * of runs until an operator verified their business; one already paid keeps being paid.
 */
export function createPayoutRunsRepo(db: Db, ledger: LedgerDeps, { requireVerifiedSeller = false } = {}) {
  /** Sellers whose available balance at `at` is at least `minimumPoisha`, with their method and hold. */
  const candidates = (tx: Db, minimumPoisha: number, at: Date, sellerIds?: string[]) =>
    tx
      .select({
        sellerId: ledgerLines.sellerId,
        available: availableSum,
        name: users.name,
        email: users.email,
        method: sellerFinance.method,
        payoutsHeldUntil: sellerFinance.payoutsHeldUntil,
      })
      .from(ledgerLines)
      .innerJoin(users, eq(users.id, ledgerLines.sellerId))
      .leftJoin(sellerFinance, eq(sellerFinance.userId, ledgerLines.sellerId))
      .where(
        and(
          isNotNull(ledgerLines.sellerId),
          lte(ledgerLines.availableAt, at),
          sellerIds ? inArray(ledgerLines.sellerId, sellerIds) : undefined,
          requireVerifiedSeller
            ? sql`(${users.businessVerifiedAt} is not null or exists (select 1 from ${payouts}
                where ${payouts.sellerId} = ${ledgerLines.sellerId} and ${payouts.status} = 'sent'))`
            : undefined,
        ),
      )
      .groupBy(
        ledgerLines.sellerId,
        users.name,
        users.email,
        sellerFinance.method,
        sellerFinance.payoutsHeldUntil,
      )
      .having(gte(availableSum, sql`${minimumPoisha}`))
      .orderBy(asc(ledgerLines.sellerId));

  /**
   * One seller's payout inside a run, under the lock on their seller_finance row (a concurrent run, a retry
   * or a change of method waits for it): their method and hold, and their available balance read after the
   * lock on the database's clock, so the money a run that committed before us took out is gone from it.
   */
  async function payOne(tx: Db, runId: string, sellerId: string, minimumPoisha: number, actorId: string) {
    const [finance] = await tx
      .select()
      .from(sellerFinance)
      .where(eq(sellerFinance.userId, sellerId))
      .for('update');
    const at = await clockNow(tx);
    if (!finance?.method || (finance.payoutsHeldUntil && finance.payoutsHeldUntil > at)) return;
    const { available } = await ledger.queries(tx).sellerBalance(sellerId, at);
    if (available < minimumPoisha || available <= 0) return;
    const destination: PayoutDestination = {
      walletNumber: finance.walletNumber,
      bankName: finance.bankName,
      routingNumber: finance.routingNumber,
      accountName: finance.accountName,
      accountNumber: finance.accountNumber,
    };
    const [payout] = await tx
      .insert(payouts)
      .values({ runId, sellerId, amountPoisha: available, method: finance.method, destination })
      .returning({ id: payouts.id });
    // Out of the seller's available balance at once (at the clock read above: every later run counts it).
    await ledger.postEntry(tx, {
      kind: 'payout_created',
      key: `payout:${payout!.id}:created`,
      payoutId: payout!.id,
      actorId,
      lines: [
        { account: ledger.accounts.sellerPayable(sellerId), amountPoisha: available, availableAt: at },
        { account: ledger.accounts.payoutsInTransit, amountPoisha: -available },
      ],
    });
  }

  return {
    /** Sellers a run with this minimum would consider now (whether it pays them is decided under their lock). */
    eligible: (minimumPoisha: number) => candidates(db, minimumPoisha, new Date()),

    /**
     * Creates a run and its payouts in one transaction. The same Idempotency-Key answers the first run: a
     * second request with it waits on the key's unique index until the first commits, then finds it.
     * Sellers are locked one by one in id order, so two runs at once never deadlock.
     */
    createRun: (run: NewRun): Promise<CreatedRun> =>
      db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(payoutRuns)
          .values({
            minimumPoisha: run.minimumPoisha,
            idempotencyKey: run.idempotencyKey ?? null,
            createdBy: run.createdBy,
          })
          .onConflictDoNothing({
            target: payoutRuns.idempotencyKey,
            where: sql`${payoutRuns.idempotencyKey} is not null`,
          })
          .returning({ id: payoutRuns.id });
        if (!inserted) {
          const [first] = await tx
            .select()
            .from(payoutRuns)
            .where(eq(payoutRuns.idempotencyKey, run.idempotencyKey!));
          const same = first!.minimumPoisha === run.minimumPoisha;
          return { kind: same ? 'replayed' : 'key-reused', runId: first!.id };
        }
        const found = await candidates(tx, run.minimumPoisha, await clockNow(tx), run.sellerIds);
        for (const { sellerId } of found) {
          await payOne(tx, inserted.id, sellerId!, run.minimumPoisha, run.createdBy);
        }
        if (run.actor)
          await recordAudit(tx, run.actor, {
            action: 'payout_run.create',
            target: { type: 'payout_run', id: inserted.id },
            after: {
              minimumPoisha: run.minimumPoisha,
              sellerIds: run.sellerIds ?? null,
              candidates: found.length,
            },
          });
        return { kind: 'created', runId: inserted.id };
      }),

    /** Runs, newest first, with their payouts counted by status and totalled. */
    async listRuns(offset: number, limit: number): Promise<{ rows: RunSummaryRow[]; total: number }> {
      const n = (status: string) =>
        sql<number>`(count(*) filter (where ${payouts.status} = ${status}))::int`.mapWith(Number);
      const rows = await db
        .select({
          run: payoutRuns,
          createdByName: users.name,
          count: sql<number>`count(${payouts.id})::int`.mapWith(Number),
          totalPoisha: sql<string>`coalesce(${sum(payouts.amountPoisha)}, 0)`.mapWith(Number),
          pending: n('pending'),
          sent: n('sent'),
          failed: n('failed'),
        })
        .from(payoutRuns)
        .leftJoin(payouts, eq(payouts.runId, payoutRuns.id))
        .leftJoin(users, eq(users.id, payoutRuns.createdBy))
        .groupBy(payoutRuns.id, users.name)
        .orderBy(desc(payoutRuns.createdAt), desc(payoutRuns.id))
        .offset(offset)
        .limit(limit);
      const [{ total }] = (await db.select({ total: count() }).from(payoutRuns)) as [{ total: number }];
      return {
        rows: rows.map((r) => ({
          ...r.run,
          createdByName: r.createdByName,
          count: r.count,
          totalPoisha: r.totalPoisha,
          pending: r.pending,
          sent: r.sent,
          failed: r.failed,
        })),
        total,
      };
    },

    findRun: async (runId: string) => {
      const [row] = await db
        .select({ run: payoutRuns, createdByName: users.name })
        .from(payoutRuns)
        .leftJoin(users, eq(users.id, payoutRuns.createdBy))
        .where(eq(payoutRuns.id, runId));
      return row && { ...row.run, createdByName: row.createdByName };
    },

    /** A run's payouts with their sellers, in seller name order (as the files list them). */
    payoutsOfRun: async (runId: string): Promise<PayoutRow[]> =>
      (await db
        .select({ ...payoutColumns, sellerName: users.name, sellerEmail: users.email })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.sellerId))
        .where(eq(payouts.runId, runId))
        .orderBy(asc(users.name), asc(payouts.id))) as PayoutRow[],
  };
}

export type PayoutRunsRepo = ReturnType<typeof createPayoutRunsRepo>;
