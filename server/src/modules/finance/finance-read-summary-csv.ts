import type { FinanceSummary, Lang } from '@bulkbazar/contract';
import type { Column } from '../export/csv.js';

// The Finance overview as a spreadsheet: one row per Dhaka day, then the range's totals and the balances it
// ended with, each a row named in its first cell; headers in the reader's language.

export type SummaryRow = {
  label: string;
  gmv: number | null;
  commission: number | null;
  refunds: number | null;
};

const HEADERS: Record<Lang, [string, string, string, string]> = {
  en: ['Date (Dhaka)', 'GMV (BDT)', 'Commission (BDT)', 'Refunds (BDT)'],
  bn: ['তারিখ (ঢাকা)', 'জিএমভি (টাকা)', 'কমিশন (টাকা)', 'টাকা ফেরত (টাকা)'],
};

const LABELS: Record<
  Lang,
  Record<'total' | 'vat' | 'owedTo' | 'owedBy' | 'paidOut' | 'cod' | 'trial', string>
> = {
  en: {
    total: 'Total',
    vat: 'VAT on commission',
    owedTo: 'Owed to sellers',
    owedBy: 'Owed by sellers',
    paidOut: 'Paid out',
    cod: 'COD outstanding',
    trial: 'Trial balance',
  },
  bn: {
    total: 'মোট',
    vat: 'কমিশনের উপর ভ্যাট',
    owedTo: 'বিক্রেতাদের পাওনা',
    owedBy: 'বিক্রেতাদের দেনা',
    paidOut: 'পরিশোধিত পেআউট',
    cod: 'কুরিয়ারের কাছে বকেয়া নগদ',
    trial: 'ট্রায়াল ব্যালান্স',
  },
};

export function summaryColumns(lang: Lang): Column<SummaryRow>[] {
  const [date, gmv, commission, refunds] = HEADERS[lang];
  return [
    { header: date, value: (r) => r.label },
    { header: gmv, value: (r) => r.gmv },
    { header: commission, value: (r) => r.commission },
    { header: refunds, value: (r) => r.refunds },
  ];
}

/** The rows: each day, the totals, then one figure per row in the GMV column. */
export function summaryRows(s: FinanceSummary, lang: Lang): SummaryRow[] {
  const l = LABELS[lang];
  const figure = (label: string, amount: number) => ({ label, gmv: amount, commission: null, refunds: null });
  return [
    ...s.byDay.map((d) => ({ label: d.date, gmv: d.gmv, commission: d.commission, refunds: d.refunds })),
    { label: l.total, gmv: s.gmv, commission: s.commission, refunds: s.refunds },
    figure(l.vat, s.vat),
    figure(l.paidOut, s.paidOut),
    figure(`${l.owedTo} (${s.to})`, s.owedToSellers),
    figure(`${l.owedBy} (${s.to})`, s.owedBySellers),
    ...s.codOutstanding.byCourier.map((c) => figure(`${l.cod}: ${c.courier} (${s.to})`, c.amount)),
    figure(`${l.cod} (${s.to})`, s.codOutstanding.total),
    figure(l.trial, s.trialBalance),
  ];
}
