import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// The seller's side of the books (decision 0026): their payable's lines with the entries they belong to, the
// orders those lines are about, their payouts. Read with SQL over ledger_lines / ledger_entries (account codes
// as in modules/ledger/accounts.ts); a seller's amounts are turned round here: the payable is a credit, so
// what the shop owes them is minus the sum of its lines.

/** An instant range [from, to); either end open. */
export type Span = { from?: Date; to?: Date };

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const num = (v: unknown) => Number(v ?? 0);
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : date(v));
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

const within = (column: SQL, span: Span) =>
  sql.join(
    [
      sql`true`,
      ...(span.from ? [sql`${column} >= ${span.from.toISOString()}::timestamptz`] : []),
      ...(span.to ? [sql`${column} < ${span.to.toISOString()}::timestamptz`] : []),
    ],
    sql` and `,
  );

export type SellerLineRow = {
  id: string;
  date: Date;
  kind: string;
  orderId: string | null;
  payoutId: string | null;
  refundId: string | null;
  memo: string | null;
  payoutReference: string | null;
  /** Poisha owed to the seller by this line (minus the ledger's amount). */
  owedPoisha: number;
  availableAt: Date;
};

type RawLine = Record<string, unknown>;
const toLine = (r: RawLine): SellerLineRow => ({
  id: String(r.id),
  date: date(r.date),
  kind: String(r.kind),
  orderId: strOrNull(r.order_id),
  payoutId: strOrNull(r.payout_id),
  refundId: strOrNull(r.refund_id),
  memo: strOrNull(r.memo),
  payoutReference: strOrNull(r.payout_reference),
  owedPoisha: -num(r.amount),
  availableAt: date(r.available_at),
});

export type SellerOrderRow = {
  orderId: string;
  placedAt: Date;
  orderStatus: string;
  totalPoisha: number;
  deliveryChargePoisha: number;
  refundedPoisha: number;
  commissionPoisha: number;
  vatPoisha: number;
  deliveryKeptPoisha: number;
  netPoisha: number;
  availableAt: Date | null;
  hasPending: boolean;
  /** The available orders' nets up to and including this one, oldest money first (0 while pending). */
  cumulativeAvailablePoisha: number;
};

export function createFinanceReadRepo(db: Db) {
  const linesQuery = (sellerId: string, span: Span, order: 'asc' | 'desc') => sql`
    select l.id::text as id, e.created_at as date, e.kind, e.order_id::text as order_id,
      e.payout_id::text as payout_id, e.refund_id::text as refund_id, e.memo, p.reference as payout_reference,
      l.amount_poisha::text as amount, l.available_at
    from ledger_lines l
    join ledger_entries e on e.id = l.entry_id
    left join payouts p on p.id = e.payout_id
    where l.seller_id = ${sellerId} and ${within(sql`e.created_at`, span)}
    order by e.created_at ${order === 'asc' ? sql`asc` : sql`desc`}, l.id ${order === 'asc' ? sql`asc` : sql`desc`}`;

  return {
    /** A page of the seller's lines, newest first (one more than `limit`: the caller learns if there are more). */
    lines: async (sellerId: string, span: Span, offset: number, limit: number) =>
      (
        await rowsOf<RawLine>(
          db,
          sql`${linesQuery(sellerId, span, 'desc')} offset ${offset} limit ${limit + 1}`,
        )
      ).map(toLine),

    /** Every line of the seller's in the span, oldest first (a month's statement). */
    allLines: async (sellerId: string, span: Span) =>
      (await rowsOf<RawLine>(db, linesQuery(sellerId, span, 'asc'))).map(toLine),

    /** What the shop owed the seller just before `at` (every line of an entry made earlier). */
    owedBefore: async (sellerId: string, at: Date) => {
      const [row] = await rowsOf<{ total: unknown }>(
        db,
        sql`select coalesce(-sum(l.amount_poisha), 0)::text as total
          from ledger_lines l join ledger_entries e on e.id = l.entry_id
          where l.seller_id = ${sellerId} and e.created_at < ${at.toISOString()}::timestamptz`,
      );
      return num(row?.total);
    },

    /**
     * The seller's payouts as the books have them: created (left the balance), failed (came back) and sent
     * (the bank's side of the payout's `sent` entry).
     */
    payoutTotals: async (sellerId: string) => {
      const [row] = await rowsOf<Record<string, unknown>>(
        db,
        sql`select
          (select coalesce(sum(l.amount_poisha) filter (where e.kind = 'payout_created'), 0)
             - coalesce(-sum(l.amount_poisha) filter (where e.kind = 'payout_failed'), 0)
           from ledger_lines l join ledger_entries e on e.id = l.entry_id
           where l.seller_id = ${sellerId})::text as settled,
          (select coalesce(sum(l.amount_poisha), 0)
           from payouts p
           join ledger_entries e on e.payout_id = p.id and e.kind = 'payout_sent'
           join ledger_lines l on l.entry_id = e.id and l.account = 'payouts_in_transit'
           where p.seller_id = ${sellerId})::text as sent`,
      );
      const left = num(row?.settled);
      const sent = num(row?.sent);
      return { leftBalancePoisha: left, sentPoisha: sent, inTransitPoisha: left - sent };
    },

    /**
     * The first moment after `now` at which the seller's available money (`availablePoisha` now, plus the
     * pending lines that fall due) reaches `minimumPoisha`, with the amount then; undefined if it never does.
     */
    reachesMinimum: async (sellerId: string, now: Date, availablePoisha: number, minimumPoisha: number) => {
      const [row] = await rowsOf<{ at: unknown; owed: unknown }>(
        db,
        sql`select at, owed::text as owed from (
            select available_at as at, ${availablePoisha}::bigint - sum(amount) over (order by available_at) as owed
            from (
              select available_at, sum(amount_poisha) as amount from ledger_lines
              where seller_id = ${sellerId} and available_at > ${now.toISOString()}::timestamptz
              group by available_at
            ) due
          ) running
          where owed >= ${minimumPoisha}
          order by at limit 1`,
      );
      return row ? { at: date(row.at), owedPoisha: num(row.owed) } : undefined;
    },

    /** The seller's name and e-mail, and their VAT BIN when they gave one. */
    sellerDetails: async (sellerId: string) => {
      const [row] = await rowsOf<Record<string, unknown>>(
        db,
        sql`select u.name, u.email, f.bin from "user" u left join seller_finance f on f.user_id = u.id
          where u.id = ${sellerId}`,
      );
      return row ? { name: String(row.name), email: String(row.email), bin: strOrNull(row.bin) } : undefined;
    },

    /** The seller's payout method and hold (seller_finance), if they have a row. */
    payoutSetup: async (sellerId: string) => {
      const [row] = await rowsOf<{ method: unknown; held_until: unknown }>(
        db,
        sql`select method, payouts_held_until as held_until from seller_finance where user_id = ${sellerId}`,
      );
      return { method: strOrNull(row?.method), heldUntil: dateOrNull(row?.held_until) };
    },

    /**
     * The seller's orders whose money reached their books (a payable line about the order), newest first:
     * the order's figures, the platform's parts as posted and what the seller's lines add up to. Only orders
     * first booked within `span` are listed; the running total of available money runs over all of them,
     * oldest available first (payouts settle the oldest money first).
     */
    orders: async (sellerId: string, now: Date, span: Span, offset: number, limit: number) => {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`with mine as (
            select e.order_id,
              -sum(l.amount_poisha) as net,
              coalesce(max(l.available_at) filter (where e.kind = 'order_delivered'), max(l.available_at)) as available_at,
              bool_or(l.available_at > ${now.toISOString()}::timestamptz) as has_pending,
              min(e.created_at) as booked_at
            from ledger_lines l join ledger_entries e on e.id = l.entry_id
            where l.seller_id = ${sellerId} and e.order_id is not null
            group by e.order_id
          ),
          ranked as (
            select m.*, sum(case when m.has_pending then 0 else m.net end)
              over (order by m.has_pending, m.available_at, m.order_id) as cumulative
            from mine m
          ),
          page as (
            select * from ranked where ${within(sql`booked_at`, span)}
            order by booked_at desc, order_id desc offset ${offset} limit ${limit + 1}
          ),
          platform as (
            select e.order_id,
              -coalesce(sum(l.amount_poisha) filter (where l.account = 'commission_income'), 0) as commission,
              -coalesce(sum(l.amount_poisha) filter (where l.account = 'vat_payable'), 0) as vat,
              -coalesce(sum(l.amount_poisha) filter (where l.account = 'delivery_income'), 0) as delivery_kept
            from ledger_entries e join ledger_lines l on l.entry_id = e.id
            where e.order_id in (select order_id from page)
            group by e.order_id
          )
          select p.order_id::text as order_id, o.created_at, o.order_status, o.total_poisha::text as total,
            o.delivery_charge_poisha::text as delivery_charge, o.refunded_poisha::text as refunded,
            coalesce(f.commission, 0)::text as commission, coalesce(f.vat, 0)::text as vat,
            coalesce(f.delivery_kept, 0)::text as delivery_kept, p.net::text as net, p.available_at,
            p.has_pending, p.cumulative::text as cumulative
          from page p
          join orders o on o.id = p.order_id
          left join platform f on f.order_id = p.order_id
          order by p.booked_at desc, p.order_id desc`,
      );
      return rows.map((r): SellerOrderRow => ({
        orderId: String(r.order_id),
        placedAt: date(r.created_at),
        orderStatus: String(r.order_status),
        totalPoisha: num(r.total),
        deliveryChargePoisha: num(r.delivery_charge),
        refundedPoisha: num(r.refunded),
        commissionPoisha: num(r.commission),
        vatPoisha: num(r.vat),
        deliveryKeptPoisha: num(r.delivery_kept),
        netPoisha: num(r.net),
        availableAt: dateOrNull(r.available_at),
        hasPending: r.has_pending === true || r.has_pending === 't',
        cumulativeAvailablePoisha: num(r.cumulative),
      }));
    },

    /** The seller's payouts, newest first (one more than `limit`). */
    payouts: async (sellerId: string, offset: number, limit: number) =>
      (
        await rowsOf<Record<string, unknown>>(
          db,
          sql`select id::text as id, run_id::text as run_id, amount_poisha::text as amount, method, status,
              reference, failure_reason, created_at, settled_at
            from payouts where seller_id = ${sellerId}
            order by created_at desc, id desc offset ${offset} limit ${limit + 1}`,
        )
      ).map((r) => ({
        id: String(r.id),
        runId: String(r.run_id),
        amountPoisha: num(r.amount),
        method: String(r.method),
        status: String(r.status),
        reference: strOrNull(r.reference),
        failureReason: strOrNull(r.failure_reason),
        createdAt: date(r.created_at),
        settledAt: dateOrNull(r.settled_at),
      })),
  };
}

export type FinanceReadRepo = ReturnType<typeof createFinanceReadRepo>;
export type SellerPayoutRow = Awaited<ReturnType<FinanceReadRepo['payouts']>>[number];
