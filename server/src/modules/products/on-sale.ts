import { and, eq, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.js';

// What the public may see and order: a listing approved by moderation whose seller is not blocked. Blocking
// a seller copies the block onto their listings (products.seller_blocked), so this reads one table.

/**
 * The catalog's condition. Its second half is, word for word, the predicate of the catalog indexes
 * (schema.ts, onSaleIndex): with `status = 'approved'` it means "seller not blocked", and because it is the
 * index's own predicate PostgreSQL drops it from the scan instead of checking it row by row — so a page
 * still comes from the index alone (an index-only scan for deep `?page=` offsets, as before the flag),
 * and a blocked seller's listings are never read, being absent from those indexes.
 */
export const onSale = (): SQL =>
  and(
    eq(products.status, 'approved'),
    sql`(${products.status} <> 'approved' or not ${products.sellerBlocked})`,
  )!;

/** The same rule for a row already loaded (a product page, an order). */
export const isOnSale = (row: { status: string; sellerBlocked: boolean }): boolean =>
  row.status === 'approved' && !row.sellerBlocked;
