import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import type * as FflateModule from 'fflate';
import { listingSheetColumn } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';

/** Limits of an import file (issue 30: up to 10,000 rows; a cell as large as a spreadsheet cell may be). */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_CELL_CHARS = 32 * 1024;
/** What the files' zip entries may declare unpacked, together: far above a 10,000-row sheet, far below a bomb. */
export const MAX_XLSX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** A cell that could not be read as a value (a formula with no saved result): its row reports it. */
export type CellProblem = { row: number; col: number; message: string };
export type Sheet = { rows: string[][]; problems: CellProblem[] };

export const badFile = (message: string) => new AppError('VALIDATION_FAILED', message, { file: message });

const FORMULA_MESSAGE = 'Formulas are not accepted: paste the value instead';

/** The exporter's apostrophe in front of = + - @ (csv.ts's neutraliseFormula) comes off again on import. */
const unneutralise = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function checkShape(rows: string[][]) {
  // The header is not a listing row.
  if (rows.length - 1 > MAX_IMPORT_ROWS)
    throw badFile(`The file has ${rows.length - 1} rows: at most ${MAX_IMPORT_ROWS} per import`);
  rows.forEach((cells, r) =>
    cells.forEach((cell) => {
      if (cell.length > MAX_CELL_CHARS)
        throw badFile(`Row ${r + 1} has a cell over ${MAX_CELL_CHARS / 1024} KB: shorten it`);
    }),
  );
}

/** CSV in UTF-8 (a BOM allowed), read by csv-parse; a cell starting with "=" is a formula, refused on its row. */
export function readCsv(bytes: Buffer): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badFile('The file is not UTF-8 text: save it as "CSV UTF-8" and try again');
  }
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false });
  } catch (err) {
    throw badFile(`The CSV cannot be read: ${(err as Error).message.split('\n')[0]}`);
  }
  checkShape(rows);
  const problems: CellProblem[] = [];
  rows.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      if (r > 0 && cell.startsWith('=')) {
        problems.push({ row: r, col: c, message: FORMULA_MESSAGE });
        cells[c] = '';
      } else cells[c] = unneutralise(cell);
    }),
  );
  return { rows, problems };
}

// exceljs and fflate are imported by readXlsx on the first workbook, not at start: together ~35 MiB of a
// server's memory and a quarter of a second of its start, for what a seller does now and then (issue 35).
type Fflate = typeof FflateModule;

/** Refuses a zip whose entries declare more than the cap unpacked, before anything is unpacked. */
function checkZipSizes({ unzipSync }: Fflate, bytes: Buffer) {
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        if (declared > MAX_XLSX_UNPACKED_BYTES) throw badFile('The XLSX file unpacks too large: refused');
        return false;
      },
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badFile('The file is not a valid XLSX workbook');
  }
}

/**
 * The declared sizes can lie: the entries are also inflated as a stream (nothing kept) and the file refused as
 * soon as the bytes actually produced pass the same cap, before exceljs inflates anything itself.
 */
function checkInflatedSize({ Unzip, UnzipInflate }: Fflate, bytes: Buffer) {
  let produced = 0;
  let over = false;
  let broken = false;
  const unzip = new Unzip((file) => {
    file.ondata = (err, chunk) => {
      if (err) broken = true;
      produced += chunk?.length ?? 0;
      if (produced > MAX_XLSX_UNPACKED_BYTES && !over) {
        over = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    broken = true;
  }
  if (over) throw badFile('The XLSX file unpacks too large: refused');
  if (broken) throw badFile('The file is not a valid XLSX workbook');
}

function cellText(value: ExcelJS.CellValue): string | { formula: true } {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      // Never evaluated: the value the spreadsheet saved with it, or the cell is refused.
      const result = (value as { result?: ExcelJS.CellValue }).result;
      if (result === undefined || result === null || typeof result === 'object') return { formula: true };
      return String(result);
    }
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return { formula: true };
    return '';
  }
  return String(value);
}

/** The first worksheet of an XLSX workbook (exceljs); merged cells refuse the file, formulas give their saved value. */
export async function readXlsx(bytes: Buffer): Promise<Sheet> {
  if (bytes.subarray(0, 4).toString('binary') !== 'PK\x03\x04')
    throw badFile('The file is not a valid XLSX workbook');
  const [fflate, { default: Excel }] = await Promise.all([import('fflate'), import('exceljs')]);
  checkZipSizes(fflate, bytes);
  checkInflatedSize(fflate, bytes);
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badFile('The file is not a valid XLSX workbook');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badFile('The workbook has no sheet');
  const merges = (sheet.model as { merges?: string[] }).merges ?? [];
  if (merges.length > 0)
    throw badFile(`Merged cells are not accepted (${merges[0]}): unmerge them and try again`);
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS)
    throw badFile(`The file has ${sheet.rowCount - 1} rows: at most ${MAX_IMPORT_ROWS} per import`);
  const rows: string[][] = [];
  const problems: CellProblem[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    const r = rows.length;
    for (let c = 1; c <= row.cellCount; c++) {
      const text = cellText(row.getCell(c).value);
      if (typeof text === 'string') cells.push(unneutralise(text));
      else {
        cells.push('');
        problems.push({
          row: r,
          col: c - 1,
          message: 'A formula without a saved value: paste the value instead',
        });
      }
    }
    rows.push(cells);
  });
  checkShape(rows);
  return { rows, problems };
}

/** A file without the handle, name and SKU columns is not a listing sheet (the template's header row). */
function checkHeader(sheet: Sheet): Sheet {
  const columns = (sheet.rows[0] ?? []).map(listingSheetColumn);
  for (const needed of ['handle', 'name', 'sku'] as const)
    if (!columns.includes(needed))
      throw badFile(`The file has no "${needed}" column: start from the template's header row`);
  return sheet;
}

/** Reads an upload by its name's ending; other types are refused. */
export async function readSheet(fileName: string, bytes: Buffer): Promise<Sheet> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return checkHeader(readCsv(bytes));
  if (lower.endsWith('.xlsx')) return checkHeader(await readXlsx(bytes));
  throw badFile('Send a .csv or .xlsx file');
}
