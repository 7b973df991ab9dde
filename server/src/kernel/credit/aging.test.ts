import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agingBuckets, bucketOf, daysOverdue, sumBuckets, type AgingInvoice } from './aging.js';

// The aging report's arithmetic (issue 31 item 4): poisha-exact properties over generated invoices.
const now = new Date('2026-11-29T03:00:00Z');
const DAY = 86_400_000;
const invoice = fc
  .record({
    amount: fc.integer({ min: 0, max: 5_000_000_000 }),
    paidShare: fc.integer({ min: 0, max: 100 }),
    dueOffsetMs: fc.integer({ min: -200 * DAY, max: 60 * DAY }),
  })
  .map(({ amount, paidShare, dueOffsetMs }): AgingInvoice => ({
    amountPoisha: amount,
    paidPoisha: Math.floor((amount * paidShare) / 100),
    dueAt: new Date(now.getTime() + dueOffsetMs),
  }));
const ORDER = ['current', 'days1to30', 'days31to60', 'days60plus'] as const;

describe('credit aging', () => {
  it('buckets sum exactly to the open total', () => {
    fc.assert(
      fc.property(fc.array(invoice, { maxLength: 40 }), (invoices) => {
        const b = agingBuckets(invoices, now);
        const open = invoices.reduce((s, i) => s + i.amountPoisha - i.paidPoisha, 0);
        expect(b.total).toBe(open);
        expect(b.current + b.days1to30 + b.days31to60 + b.days60plus).toBe(open);
      }),
    );
  });

  it('paying never increases any bucket', () => {
    fc.assert(
      fc.property(
        fc.array(invoice, { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        (invoices, which, pay) => {
          const before = agingBuckets(invoices, now);
          const i = which % invoices.length;
          const inv = invoices[i]!;
          const paid = inv.paidPoisha + (pay % (inv.amountPoisha - inv.paidPoisha + 1));
          const after = agingBuckets(
            invoices.map((x, j) => (j === i ? { ...x, paidPoisha: paid } : x)),
            now,
          );
          for (const k of [...ORDER, 'total'] as const) expect(after[k]).toBeLessThanOrEqual(before[k]);
        },
      ),
    );
  });

  it('as days pass an invoice only moves to older buckets', () => {
    fc.assert(
      fc.property(invoice, fc.integer({ min: 0, max: 400 * DAY }), (inv, later) => {
        const at = (t: Date) => ORDER.indexOf(bucketOf(daysOverdue(inv.dueAt, t)));
        expect(at(new Date(now.getTime() + later))).toBeGreaterThanOrEqual(at(now));
      }),
    );
  });

  it('puts the edges where the report names them', () => {
    const due = new Date('2026-10-01T00:00:00Z');
    const open = (days: number) =>
      agingBuckets([{ amountPoisha: 101, paidPoisha: 1, dueAt: due }], new Date(due.getTime() + days * DAY));
    expect(open(0).current).toBe(100);
    expect(open(1).days1to30).toBe(100);
    expect(open(30).days1to30).toBe(100);
    expect(open(31).days31to60).toBe(100);
    expect(open(60).days31to60).toBe(100);
    expect(open(61).days60plus).toBe(100);
    expect(sumBuckets([open(1), open(61)])).toEqual({
      current: 0,
      days1to30: 100,
      days31to60: 0,
      days60plus: 100,
      total: 200,
    });
  });
});
