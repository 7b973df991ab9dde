/**
 * The trade-credit aging report's arithmetic (issue 31 item 4, decision 0042), pure so property tests can hold
 * it: each open invoice's unpaid poisha goes to exactly one bucket by whole days past its due moment.
 */
export type AgingInvoice = { amountPoisha: number; paidPoisha: number; dueAt: Date };
export type AgingBuckets = {
  current: number;
  days1to30: number;
  days31to60: number;
  days60plus: number;
  total: number;
};

const DAY_MS = 86_400_000;

export const emptyBuckets = (): AgingBuckets => ({
  current: 0,
  days1to30: 0,
  days31to60: 0,
  days60plus: 0,
  total: 0,
});

/** Whole days `now` is past `dueAt` (0 until a full day has passed: not yet overdue counts as current). */
export const daysOverdue = (dueAt: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / DAY_MS));

export const bucketOf = (days: number): Exclude<keyof AgingBuckets, 'total'> =>
  days <= 0 ? 'current' : days <= 30 ? 'days1to30' : days <= 60 ? 'days31to60' : 'days60plus';

/** Adds each invoice's unpaid remainder to its bucket; fully paid invoices add nothing. */
export function agingBuckets(invoices: readonly AgingInvoice[], now: Date): AgingBuckets {
  const out = emptyBuckets();
  for (const inv of invoices) {
    const open = inv.amountPoisha - inv.paidPoisha;
    if (open <= 0) continue;
    out[bucketOf(daysOverdue(inv.dueAt, now))] += open;
    out.total += open;
  }
  return out;
}

/** Sums per-company buckets into the report's total row. */
export function sumBuckets(rows: readonly AgingBuckets[]): AgingBuckets {
  const out = emptyBuckets();
  for (const r of rows) {
    out.current += r.current;
    out.days1to30 += r.days1to30;
    out.days31to60 += r.days31to60;
    out.days60plus += r.days60plus;
    out.total += r.total;
  }
  return out;
}
