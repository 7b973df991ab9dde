import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

const BATCH = 500;

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab/CR) as a formula; a leading
 * apostrophe makes it plain text again (OWASP "CSV injection").
 */
export const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export type Column<T> = { header: string; value: (row: T) => string | number | boolean | null };

/**
 * Streams rows as CSV, fetching them page by page: a UTF-8 BOM (so Excel reads Bengali text), a header
 * row, proper quoting by csv-stringify, and formula cells neutralised. `expand` turns one fetched record into
 * its spreadsheet rows (an order into its lines); paging counts the records, so the last page is still known.
 */
export function csvStream<S, T = S>(
  columns: Column<T>[],
  page: (offset: number, limit: number) => Promise<S[]>,
  expand: (record: S) => T[] = (record) => [record as unknown as T],
): Readable {
  async function* rows() {
    for (let offset = 0; ; offset += BATCH) {
      const batch = await page(offset, BATCH);
      for (const record of batch) for (const row of expand(record)) yield columns.map((c) => c.value(row));
      if (batch.length < BATCH) return;
    }
  }
  return Readable.from(rows()).pipe(
    stringify({
      bom: true,
      header: true,
      columns: columns.map((c) => c.header),
      cast: { string: neutraliseFormula, boolean: (b) => (b ? 'yes' : 'no') },
    }),
  );
}
