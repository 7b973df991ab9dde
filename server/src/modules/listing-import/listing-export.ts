import { LISTING_SHEET_HEADERS_EN } from '@bulkbazar/contract';
import { stringify } from 'csv-stringify/sync';
import { listingToRows } from './listing-rows.js';
import type { SellerListing } from '../products/seller-listings.repo.js';

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading apostrophe, as the staff
 * exports do (export/csv.ts, OWASP "CSV injection"); the import takes it off again (sheet-read.ts).
 */
const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The seller's listings as sheet rows, every text cell that a spreadsheet would run as a formula neutralised. */
function table(listings: SellerListing[]): string[][] {
  return listings.flatMap(({ product, variants }) =>
    listingToRows(product, variants).map((row) =>
      LISTING_SHEET_HEADERS_EN.map((h) => neutraliseFormula(row[h])),
    ),
  );
}

/** CSV with a UTF-8 BOM (so Excel reads Bengali right) and the English header row the import reads back. */
export const listingsCsv = (listings: SellerListing[]): Buffer =>
  Buffer.from(stringify([LISTING_SHEET_HEADERS_EN, ...table(listings)], { bom: true }), 'utf8');

/**
 * The same table as an XLSX workbook (exceljs, imported on the first export rather than at start: sheet-read.ts
 * says why): every cell a string, so nothing in it is a formula.
 */
export async function listingsXlsx(listings: SellerListing[]): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet('Listings');
  sheet.addRow([...LISTING_SHEET_HEADERS_EN]);
  for (const row of table(listings)) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
