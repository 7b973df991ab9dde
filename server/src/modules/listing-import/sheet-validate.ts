import {
  bengaliMessage,
  productInputSchema,
  SKU_PATTERN,
  type ProductInput,
  type ProductInputParsed,
} from '@bulkbazar/contract';
import {
  SHEET_IMAGE_SEPARATOR,
  LISTING_SHEET_COLUMNS,
  SHEET_TIER_SEPARATOR,
  listingSheetColumn,
  type ListingSheetColumn,
  type ListingSheetRow,
} from '@bulkbazar/contract';
import { badFile, type Sheet } from './sheet-read.js';

export type RowError = { column: string; message: string; messageBn: string };
export type RowReport = { row: number; handle: string; errors: RowError[] };
/** One listing of the file: its rows (sheet row numbers, the header being row 1) and its form input. */
export type SheetListing = { handle: string; rows: number[]; skus: string[]; input: ProductInputParsed };

const DUPLICATE_HANDLE = 'A product without options has one row: this handle is used twice';
const SKU_MESSAGE = 'SKU may hold letters, digits, dot, dash and underscore';

export const rowError = (column: string, message: string): RowError => ({
  column,
  message,
  messageBn: bengaliMessage(message) ?? message,
});

// A number cell as a number; anything else is passed as written so the form's schema names the mistake.
const number = (cell: string): number | string => {
  const t = cell.trim().replace(/,/g, '');
  return t !== '' && /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : cell;
};
const optionalNumber = (cell: string) => (cell.trim() === '' ? null : number(cell));

function tiersOf(cell: string): { minQuantity: number | string; price: number | string }[] {
  if (cell.trim() === '') return [];
  return cell.split(SHEET_TIER_SEPARATOR).map((part) => {
    const [qty = '', price = ''] = part.split(':');
    return { minQuantity: number(qty), price: number(price) };
  });
}

/** The form's field path (a zod issue's) as the sheet column and row (index into the listing's rows) it came from. */
function locate(path: PropertyKey[]): { column: ListingSheetColumn; index: number } {
  const [field, i, sub] = path;
  const at = typeof i === 'number' ? i : 0;
  switch (field) {
    case 'productName':
      return { column: 'name', index: 0 };
    case 'content':
      return { column: 'details', index: 0 };
    case 'minQuantity':
      return { column: 'minimum', index: 0 };
    case 'orderIncrement':
      return { column: 'pack', index: 0 };
    case 'maxOrderQuantity':
      return { column: 'max_per_order', index: 0 };
    case 'weightKg':
      return { column: 'weight_kg', index: 0 };
    case 'priceTiers':
      return { column: 'tiers', index: 0 };
    case 'variantRule':
      return { column: 'variant_rule', index: 0 };
    case 'extraimages':
      return { column: 'extra_images', index: 0 };
    case 'maxQuantity':
      return { column: 'stock', index: 0 };
    case 'options':
      return { column: sub === 'values' ? 'option1_value' : 'option1_name', index: 0 };
    case 'variants': {
      const column: ListingSheetColumn =
        sub === 'stock'
          ? 'stock'
          : sub === 'price'
            ? 'variant_price'
            : sub === 'packUnits'
              ? 'pack_units'
              : sub === 'options'
                ? 'option1_value'
                : 'sku';
      return { column, index: at };
    }
    case 'description':
    case 'category':
    case 'brand':
    case 'price':
    case 'image':
      return { column: field, index: 0 };
    default:
      return { column: 'handle', index: 0 };
  }
}

/** The rows of one handle as the listing form's input (options from the option columns, one variant a row). */
function toInput(rows: ListingSheetRow[]): ProductInput {
  const first = rows[0]!;
  const optionNames = ([1, 2, 3] as const)
    .map((n) => first[`option${n}_name`].trim())
    .filter((name) => name !== '');
  const options = optionNames.map((name, i) => {
    const n = (i + 1) as 1 | 2 | 3;
    const values: string[] = [];
    for (const row of rows) {
      const value = row[`option${n}_value`].trim().normalize('NFC');
      if (value !== '' && !values.includes(value)) values.push(value);
    }
    return { name, values };
  });
  const variants = options.length
    ? rows.map((row) => ({
        sku: row.sku,
        options: Object.fromEntries(
          optionNames.map((name, i) => [name, row[`option${(i + 1) as 1 | 2 | 3}_value`]]),
        ),
        stock: number(row.stock),
        price: optionalNumber(row.variant_price),
        packUnits: optionalNumber(row.pack_units),
      }))
    : [];
  const stockTotal = variants.reduce((sum, v) => sum + (typeof v.stock === 'number' ? v.stock : 0), 0);
  const extra = first.extra_images.split(SHEET_IMAGE_SEPARATOR).filter((u) => u.trim() !== '');
  return {
    productName: first.name,
    description: first.description,
    content: first.details,
    category: first.category,
    brand: first.brand,
    image: first.image,
    extraimages: extra,
    price: number(first.price),
    minQuantity: number(first.minimum),
    orderIncrement: first.pack.trim() === '' ? 1 : number(first.pack),
    maxOrderQuantity: optionalNumber(first.max_per_order),
    weightKg: first.weight_kg.trim() === '' ? 1 : number(first.weight_kg),
    priceTiers: tiersOf(first.tiers),
    options,
    variants,
    variantRule: first.variant_rule.trim() === '' ? 'mixed' : first.variant_rule.trim(),
    maxQuantity: options.length ? stockTotal : number(first.stock),
  } as unknown as ProductInput;
}

/** The header row as column positions; a file without a handle or name column is not a listing sheet. */
function headerColumns(header: string[]): (ListingSheetColumn | undefined)[] {
  const columns = header.map(listingSheetColumn);
  for (const needed of ['handle', 'name', 'sku'] as const)
    if (!columns.includes(needed))
      throw badFile(`The file has no "${needed}" column: start from the template's header row`);
  return columns;
}

/**
 * Every row of the sheet checked with the listing form's own schema, grouped by handle: the listings that
 * pass, and each failing row's errors by column in English and Bengali. `imageCheck` turns an image cell into
 * the picture the listing will use (our own address as it is; another https address fetched) or an error.
 */
export async function validateSheet(
  sheet: Sheet,
  imageCheck: (url: string) => Promise<string | { error: string }>,
  onProgress: (done: number) => Promise<void>,
): Promise<{ listings: SheetListing[]; report: RowReport[] }> {
  const [header = [], ...body] = sheet.rows;
  const columns = headerColumns(header);
  const empty = Object.fromEntries(LISTING_SHEET_COLUMNS.map(([en]) => [en, ''])) as ListingSheetRow;
  const groups = new Map<string, { rows: number[]; cells: ListingSheetRow[] }>();
  const errorsByRow = new Map<number, RowReport>();
  const addError = (row: number, handle: string, error: RowError) => {
    const report = errorsByRow.get(row) ?? { row, handle, errors: [] };
    // One error per cell: the first found (a refused image URL, not also the schema's "upload it here").
    if (!report.errors.some((e) => e.column === error.column)) report.errors.push(error);
    errorsByRow.set(row, report);
  };

  body.forEach((cells, i) => {
    const row: ListingSheetRow = { ...empty };
    columns.forEach((column, c) => {
      if (column) row[column] = cells[c] ?? '';
    });
    if (Object.values(row).every((v) => v.trim() === '')) return;
    const sheetRow = i + 2;
    const handle = row.handle.trim() || row.sku.trim() || `row-${sheetRow}`;
    const group = groups.get(handle) ?? { rows: [], cells: [] };
    group.rows.push(sheetRow);
    group.cells.push(row);
    groups.set(handle, group);
    for (const p of sheet.problems.filter((p) => p.row === i + 1))
      addError(sheetRow, handle, rowError(columns[p.col] ?? 'handle', p.message));
  });

  const listings: SheetListing[] = [];
  let done = 0;
  for (const [handle, group] of groups) {
    const input = toInput(group.cells) as Record<string, unknown>;
    const images = [input.image as string, ...(input.extraimages as string[])];
    const checked = await Promise.all(images.map((u) => (u.trim() === '' ? u : imageCheck(u.trim()))));
    checked.forEach((result, k) => {
      if (typeof result !== 'string')
        addError(group.rows[0]!, handle, rowError(k === 0 ? 'image' : 'extra_images', result.error));
    });
    input.image = typeof checked[0] === 'string' ? checked[0] : '';
    input.extraimages = checked.slice(1).filter((u) => typeof u === 'string');
    const skus = group.cells.map((c) => c.sku.trim()).filter((s) => s !== '');
    if (!input.options || (input.options as unknown[]).length === 0) {
      if (group.cells.length > 1)
        group.rows.slice(1).forEach((r) => addError(r, handle, rowError('handle', DUPLICATE_HANDLE)));
      if (skus[0] !== undefined && !SKU_PATTERN.test(skus[0]))
        addError(group.rows[0]!, handle, rowError('sku', SKU_MESSAGE));
    }
    const parsed = productInputSchema.safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const { column, index } = locate(issue.path);
        addError(
          group.rows[Math.min(index, group.rows.length - 1)]!,
          handle,
          rowError(column, issue.message),
        );
      }
    const failed = group.rows.some((r) => errorsByRow.has(r));
    if (parsed.success && !failed) listings.push({ handle, rows: group.rows, skus, input: parsed.data });
    done += group.rows.length;
    await onProgress(done);
  }
  const report = [...errorsByRow.values()].sort((a, b) => a.row - b.row);
  return { listings, report };
}
