import type { Column } from '../export/csv.js';
import type { StatementTexts } from './statement-texts.js';
import type { StatementLine } from './statement-view.js';

// The statement's spreadsheet: times in ISO 8601 at Dhaka's offset and taka with two decimals, as every
// sheet of the shop writes them (modules/export/export-columns.ts), the headers in the reader's language.

export type StatementRow =
  ({ kind: 'line' } & StatementLine) | { kind: 'opening' | 'closing'; label: string; balance: number };

const DHAKA_OFFSET_MS = 6 * 3_600_000;
const when = (d: Date) => `${new Date(d.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 19)}+06:00`;
// A number, not text: the CSV writer makes text starting with '-' harmless with an apostrophe (a formula guard),
// which would turn a negative amount into text; a number of taka is exact to the poisha as it is.
const money = (taka: number) => Number(taka.toFixed(2));

export const statementColumns = (t: StatementTexts): Column<StatementRow>[] => [
  { header: `${t.date} (${t.dhaka})`, value: (r) => (r.kind === 'line' ? when(r.date) : null) },
  { header: t.description, value: (r) => (r.kind === 'line' ? r.description : r.label) },
  { header: t.orderId, value: (r) => (r.kind === 'line' ? r.orderId : null) },
  { header: t.reference, value: (r) => (r.kind === 'line' ? r.reference : null) },
  {
    header: `${t.availableFrom} (${t.dhaka})`,
    value: (r) => (r.kind === 'line' ? when(r.availableAt) : null),
  },
  { header: `${t.amount} (${t.bdt})`, value: (r) => (r.kind === 'line' ? money(r.amount) : null) },
  { header: `${t.balance} (${t.bdt})`, value: (r) => money(r.balance) },
];
