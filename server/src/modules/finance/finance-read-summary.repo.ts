import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from './finance-read.repo.js';

// The operator's figures over a range of Dhaka days (decision 0026's accounts): the orders placed, the money
// that moved through the ledger each day, and the balances the range ends with.

const num = (v: unknown) => Number(v ?? 0);
const iso = (d: Date) => d.toISOString();
const day = (column: ReturnType<typeof sql>) =>
  sql`to_char((${column} at time zone 'Asia/Dhaka')::date, 'YYYY-MM-DD')`;

export type DayFigures = {
  gmvPoisha: number;
  orders: number;
  commissionPoisha: number;
  vatPoisha: number;
  refundsPoisha: number;
  paidOutPoisha: number;
};

export function createFinanceSummaryRepo(db: Db) {
  return {
    /**
     * Per Dhaka day in [from, to): the totals of orders placed (not cancelled, not waiting for their online
     * payment, which may never come), and the ledger's movements — commission and its VAT earned (less
     * refunds' reversals), money returned to buyers (what left a gateway or the bank in a refund entry) and
     * payouts confirmed sent (what left the bank).
     */
    byDay: async (from: Date, to: Date): Promise<Map<string, DayFigures>> => {
      const [orders, moves] = await Promise.all([
        rowsOf<Record<string, unknown>>(
          db,
          sql`select ${day(sql`created_at`)} as day, sum(total_poisha)::text as gmv, count(*)::int as orders
            from orders
            where created_at >= ${iso(from)}::timestamptz and created_at < ${iso(to)}::timestamptz
              and order_status not in ('cancelled', 'awaiting_payment')
            group by 1`,
        ),
        rowsOf<Record<string, unknown>>(
          db,
          sql`select ${day(sql`e.created_at`)} as day,
              coalesce(-sum(l.amount_poisha) filter (where l.account = 'commission_income'), 0)::text as commission,
              coalesce(-sum(l.amount_poisha) filter (where l.account = 'vat_payable'), 0)::text as vat,
              coalesce(-sum(l.amount_poisha) filter (
                where e.kind in ('refund_issued', 'payment_refunded')
                  and (l.account like 'gateway\\_clearing:%' or l.account = 'bank')), 0)::text as refunds,
              coalesce(-sum(l.amount_poisha) filter (where e.kind = 'payout_sent' and l.account = 'bank'), 0)::text
                as paid_out
            from ledger_entries e join ledger_lines l on l.entry_id = e.id
            where e.created_at >= ${iso(from)}::timestamptz and e.created_at < ${iso(to)}::timestamptz
            group by 1`,
        ),
      ]);
      const days = new Map<string, DayFigures>();
      const of = (d: string) => {
        let f = days.get(d);
        if (!f) {
          f = {
            gmvPoisha: 0,
            orders: 0,
            commissionPoisha: 0,
            vatPoisha: 0,
            refundsPoisha: 0,
            paidOutPoisha: 0,
          };
          days.set(d, f);
        }
        return f;
      };
      for (const r of orders)
        Object.assign(of(String(r.day)), { gmvPoisha: num(r.gmv), orders: num(r.orders) });
      for (const r of moves) {
        Object.assign(of(String(r.day)), {
          commissionPoisha: num(r.commission),
          vatPoisha: num(r.vat),
          refundsPoisha: num(r.refunds),
          paidOutPoisha: num(r.paid_out),
        });
      }
      return days;
    },

    /** Every seller payable's and courier receivable's balance from the entries made before `at`. */
    balancesBefore: async (at: Date) => {
      const rows = await rowsOf<{ account: string; total: unknown }>(
        db,
        sql`select l.account, sum(l.amount_poisha)::text as total
          from ledger_lines l join ledger_entries e on e.id = l.entry_id
          where e.created_at < ${iso(at)}::timestamptz
            and (l.account like 'seller\\_payable:%' or l.account like 'cod\\_receivable:%')
          group by l.account`,
      );
      return rows.map((r) => ({ account: r.account, balancePoisha: num(r.total) }));
    },
  };
}

export type FinanceSummaryRepo = ReturnType<typeof createFinanceSummaryRepo>;
