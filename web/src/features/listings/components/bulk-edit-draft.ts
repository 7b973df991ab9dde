import { hasVariants, type BulkEditItem, type Product } from '@bulkbazar/contract';
import { parseTypedNumber } from '@/lib/number-input';

/** What the seller typed in a row's cells; a cell not typed in is absent (its value is unchanged). */
export type DraftRow = { price?: string; stock?: string };
export type Draft = Record<string, DraftRow>;

/** A message per row and cell ('price', 'stock'; 'row' for the product itself), keyed by product id. */
export type CellErrors = Record<string, Partial<Record<'price' | 'stock' | 'row', string>>>;

/**
 * The items to send: only the cells whose typed value differs from the listing's (a product with variants sends
 * no stock: its stock is the variants'). A cell that is not a number is an error here, without a request.
 */
export function draftItems(
  products: Product[],
  draft: Draft,
  notANumber: string,
): { items: BulkEditItem[]; errors: CellErrors } {
  const items: BulkEditItem[] = [];
  const errors: CellErrors = {};
  for (const product of products) {
    const row = draft[product._id];
    if (!row) continue;
    const item: BulkEditItem = { productId: product._id };
    const read = (cell: 'price' | 'stock', typed: string | undefined, now: number) => {
      if (typed === undefined) return undefined;
      const value = parseTypedNumber(typed);
      if (!Number.isFinite(value)) {
        (errors[product._id] ??= {})[cell] = notANumber;
        return undefined;
      }
      return value === now ? undefined : value;
    };
    const price = read('price', row.price, product.price);
    const stock = hasVariants(product) ? undefined : read('stock', row.stock, product.maxQuantity);
    if (price !== undefined) item.price = price;
    if (stock !== undefined) item.stock = stock;
    if (price !== undefined || stock !== undefined) items.push(item);
  }
  return { items, errors };
}

/** The server's refusal (`items.3.price`) at the cells of the items sent; other fields are not a cell's. */
export function cellErrors(items: BulkEditItem[], fields: Record<string, string>): CellErrors {
  const errors: CellErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^items\.(\d+)\.(\w+)$/.exec(key);
    const item = match ? items[Number(match[1])] : undefined;
    if (!item) continue;
    const cell = match![2] === 'price' || match![2] === 'stock' ? match![2] : 'row';
    (errors[item.productId] ??= {})[cell] = message;
  }
  return errors;
}
