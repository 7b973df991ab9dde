import { and, eq, gt, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, ledgerLines } from '../../db/schema.js';
import { sellerOf, type AccountCode } from './accounts.js';

export type LedgerKind = typeof ledgerEntries.$inferInsert.kind;

export type EntryLine = {
  account: AccountCode;
  /** Debit positive, credit negative; lines of zero are left out. */
  amountPoisha: number;
  /** For a seller's payable: when the money becomes available to pay out (default: now). */
  availableAt?: Date;
};

export type NewEntry = {
  kind: LedgerKind;
  /** Names the event: an event posts once (a second post with its key changes nothing and answers false). */
  key: string;
  lines: EntryLine[];
  orderId?: string | null;
  checkoutId?: string | null;
  payoutId?: string | null;
  remittanceId?: string | null;
  refundId?: string | null;
  memo?: string | null;
  actorId?: string | null;
};

export class UnbalancedEntry extends Error {}

/**
 * Posts one entry, in the caller's transaction (`db` is that transaction: the entry commits or rolls back with
 * the event that causes it). Refuses an entry that does not sum to zero before writing anything; the database
 * checks the same at commit. Answers false when the event was posted before.
 */
export async function postEntry(db: Db, entry: NewEntry): Promise<boolean> {
  const lines = entry.lines.filter((l) => l.amountPoisha !== 0);
  const sum = lines.reduce((a, l) => a + BigInt(l.amountPoisha), 0n);
  if (sum !== 0n || lines.some((l) => !Number.isSafeInteger(l.amountPoisha)))
    throw new UnbalancedEntry(`ledger entry ${entry.key} does not balance (${sum} poisha)`);
  if (lines.length === 0) return false;
  const { lines: _lines, ...head } = entry;
  const [row] = await db
    .insert(ledgerEntries)
    .values(head)
    .onConflictDoNothing({ target: ledgerEntries.key })
    .returning({ id: ledgerEntries.id });
  if (!row) return false;
  await db.insert(ledgerLines).values(
    lines.map((l) => ({
      entryId: row.id,
      account: l.account,
      sellerId: sellerOf(l.account) ?? null,
      amountPoisha: l.amountPoisha,
      ...(l.availableAt ? { availableAt: l.availableAt } : {}),
    })),
  );
  return true;
}

const sumOf = sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)`;

/** Balances and sums read from the lines (a balance is only ever a sum). */
export function ledgerQueries(db: Db) {
  return {
    /** Every account's balance, by code. */
    balances: async () => {
      const rows = await db
        .select({ account: ledgerLines.account, total: sumOf })
        .from(ledgerLines)
        .groupBy(ledgerLines.account);
      return new Map(rows.map((r) => [r.account, Number(r.total)]));
    },
    /** The sum of every line: zero whenever every entry balanced. */
    trialBalance: async () => Number((await db.select({ total: sumOf }).from(ledgerLines))[0]!.total),
    /**
     * What the shop owes a seller (positive), split at `now`: available (past its return window) and pending.
     * Payouts and refunds count at once; a delivery's earnings once their `availableAt` has passed.
     */
    sellerBalance: async (sellerId: string, now = new Date()) => {
      const [row] = await db
        .select({
          available: sql<string>`coalesce(-sum(${ledgerLines.amountPoisha}) filter (where ${lte(ledgerLines.availableAt, now)}), 0)`,
          pending: sql<string>`coalesce(-sum(${ledgerLines.amountPoisha}) filter (where ${gt(ledgerLines.availableAt, now)}), 0)`,
        })
        .from(ledgerLines)
        .where(eq(ledgerLines.sellerId, sellerId));
      return { available: Number(row!.available), pending: Number(row!.pending) };
    },
    /** The balances of every account starting with `prefix` (e.g. `cod_receivable:`). */
    balancesLike: async (prefix: string) => {
      const rows = await db
        .select({ account: ledgerLines.account, total: sumOf })
        .from(ledgerLines)
        .where(and(like(ledgerLines.account, `${prefix}%`)))
        .groupBy(ledgerLines.account);
      return new Map(rows.map((r) => [r.account, Number(r.total)]));
    },
  };
}
