import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from './finance-read.repo.js';

// What the platform's commission invoice to a seller for a payout run covers (issue 29 item 8). A payout pays a
// balance, not orders, so the invoice is defined over the ledger: the commission and VAT entries of the
// seller's delivered orders, each dated when it became final — a delivery's when its return window ended
// (available_at), a later reversal (a refund after the window) when it was made — that fall after the seller's
// previous payout run and no later than this run's creation. Every entry thus lands on exactly one invoice.

const num = (v: unknown) => Number(v ?? 0);
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

export type CommissionLineRow = {
  orderId: string;
  placedAt: Date;
  /** The order's goods (its total without the delivery charge). */
  goodsPoisha: number;
  /** When its delivery's earnings became final (the return window's end). */
  finalAt: Date;
  commissionPoisha: number;
  vatPoisha: number;
  /** The invoice carries only reversals of this order (refunds after an earlier invoice). */
  reversalOnly: boolean;
};

export function createInvoiceCommissionRepo(db: Db) {
  return {
    /** The run, the seller's payout in it and the seller's details; undefined when the seller has none there. */
    payoutOf: async (runId: string, sellerId: string) => {
      const [row] = await rowsOf<Record<string, unknown>>(
        db,
        sql`select r.id::text as run_id, r.created_at as run_at, p.id::text as payout_id,
            p.amount_poisha::text as amount, p.status, p.reference, u.name, u.email, f.bin,
            (select max(r2.created_at) from payouts p2 join payout_runs r2 on r2.id = p2.run_id
             where p2.seller_id = p.seller_id and r2.created_at < r.created_at) as previous_run_at
          from payout_runs r
          join payouts p on p.run_id = r.id and p.seller_id = ${sellerId}
          join "user" u on u.id = p.seller_id
          left join seller_finance f on f.user_id = p.seller_id
          where r.id = ${runId}::uuid`,
      );
      if (!row) return undefined;
      return {
        runId: String(row.run_id),
        runAt: date(row.run_at),
        previousRunAt: row.previous_run_at ? date(row.previous_run_at) : null,
        payoutId: String(row.payout_id),
        payoutPoisha: num(row.amount),
        payoutStatus: String(row.status),
        payoutReference: strOrNull(row.reference),
        seller: { name: String(row.name), email: String(row.email), bin: strOrNull(row.bin) },
      };
    },

    /** The seller's commission and VAT that became final in (after, upTo], per order, oldest first. */
    lines: async (sellerId: string, after: Date | null, upTo: Date): Promise<CommissionLineRow[]> => {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`with delivered as (
            select e.order_id, coalesce(
                (select max(l.available_at) from ledger_lines l where l.entry_id = e.id and l.seller_id is not null),
                e.created_at) as final_at
            from ledger_entries e join orders o on o.id = e.order_id
            where e.kind = 'order_delivered' and o.seller_id = ${sellerId}
          ),
          moves as (
            select e.order_id, e.kind, greatest(e.created_at, d.final_at) as effective_at, d.final_at,
              -coalesce(sum(l.amount_poisha) filter (where l.account = 'commission_income'), 0) as commission,
              -coalesce(sum(l.amount_poisha) filter (where l.account = 'vat_payable'), 0) as vat
            from delivered d
            join ledger_entries e on e.order_id = d.order_id
            join ledger_lines l on l.entry_id = e.id and l.account in ('commission_income', 'vat_payable')
            group by e.id, e.order_id, e.kind, e.created_at, d.final_at
          )
          select m.order_id::text as order_id, o.created_at as placed_at,
            (o.total_poisha - o.delivery_charge_poisha)::text as goods, min(m.final_at) as final_at,
            sum(m.commission)::text as commission, sum(m.vat)::text as vat,
            bool_and(m.kind <> 'order_delivered') as reversal_only
          from moves m join orders o on o.id = m.order_id
          where m.effective_at <= ${upTo.toISOString()}::timestamptz
            ${after ? sql`and m.effective_at > ${after.toISOString()}::timestamptz` : sql``}
          group by m.order_id, o.created_at, o.total_poisha, o.delivery_charge_poisha
          order by min(m.final_at), m.order_id`,
      );
      return rows.map((r) => ({
        orderId: String(r.order_id),
        placedAt: date(r.placed_at),
        goodsPoisha: num(r.goods),
        finalAt: date(r.final_at),
        commissionPoisha: num(r.commission),
        vatPoisha: num(r.vat),
        reversalOnly: r.reversal_only === true || r.reversal_only === 't',
      }));
    },
  };
}

export type InvoiceCommissionRepo = ReturnType<typeof createInvoiceCommissionRepo>;
