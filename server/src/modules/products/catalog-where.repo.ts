import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { CatalogCursor } from '@bulkbazar/contract';
import { products } from '../../db/schema.js';

// The WHERE of a catalog page: what is on sale, the shopper's filters, and where the page starts.

/**
 * What the public may see and order: a listing approved by moderation whose seller is not blocked
 * (on-sale.ts holds the same rule for a loaded row). Blocking a seller copies the block onto their listings
 * (products.seller_blocked), so this reads one table. Its second half is, word for word, the predicate of
 * the catalog indexes (schema.ts, onSaleIndex): with `status = 'approved'` it means "seller not blocked",
 * and because it is the index's own predicate PostgreSQL drops it from the scan instead of checking it row
 * by row — so a page still comes from the index alone (an index-only scan for deep `?page=` offsets), and
 * a blocked seller's listings are never read, being absent from those indexes.
 */
export const onSale = (): SQL =>
  and(
    eq(products.status, 'approved'),
    sql`(${products.status} <> 'approved' or not ${products.sellerBlocked})`,
  )!;

/** Microseconds since 1970 → an exact timestamptz literal ('2026-11-01T01:00:00.123456Z'). */
function timestampOf(us: number): SQL {
  const ms = Math.floor(us / 1000);
  const iso = new Date(ms).toISOString();
  return sql`${`${iso.slice(0, -1)}${String(us - ms * 1000).padStart(3, '0')}Z`}::timestamptz`;
}

/**
 * "After the cursor" in the sort's own order, as one row-value comparison over the same columns, in the same
 * order, as the sort's index (status, key…, id): PostgreSQL turns it into an index condition and starts the
 * scan right there, so page 10,000 costs what page 1 costs.
 */
function afterCursor(c: CatalogCursor): SQL {
  const id = sql`${c.id}::uuid`;
  switch (c.sort) {
    case 'newest':
      return sql`(${products.createdAt}, ${products.id}) < (${timestampOf(c.createdUs)}, ${id})`;
    case 'price-asc':
      return sql`(${products.pricePoisha}, ${products.id}) > (${c.pricePoisha}::bigint, ${id})`;
    case 'price-desc':
      return sql`(${products.pricePoisha}, ${products.id}) < (${c.pricePoisha}::bigint, ${id})`;
    case 'rating':
      return sql`(${products.rating}, ${products.createdAt}, ${products.id}) < (${c.rating}::numeric, ${timestampOf(c.createdUs)}, ${id})`;
    case 'name':
      return sql`(${products.productName}, ${products.id}) > (${c.productName}::text, ${id})`;
  }
}

/** Which page of the catalog: an offset (`?page=`) or the rows after a cursor (`?cursor=`). */
export type CatalogPosition = { offset: number } | { after: CatalogCursor };

export type CatalogFilter = {
  category?: string;
  minPoisha?: number;
  maxPoisha?: number;
  brand?: string;
  sellerId?: string;
  tsquery?: string;
  /** Option values every match must offer (issue 30: Size M and Colour Red), as the option facets link them. */
  options?: readonly { name: string; value: string }[];
  /**
   * Words of the tsquery that neither the catalog's names and brands nor the synonyms know (search expansion
   * found none: a typo, a model code). They guide the guess of how many products match (search-estimate.ts),
   * not which do.
   */
  unknownWords?: readonly string[];
};

export const offsetOf = (position: CatalogPosition) => ('offset' in position ? position.offset : 0);

/** Everything but the text search: on sale, category, price range, brand, seller and the cursor. */
export function catalogWhere(filter: CatalogFilter, position: CatalogPosition): SQL[] {
  const where = [onSale()];
  if (filter.category) where.push(eq(products.category, filter.category));
  if (filter.minPoisha !== undefined) where.push(gte(products.pricePoisha, filter.minPoisha));
  if (filter.maxPoisha !== undefined) where.push(lte(products.pricePoisha, filter.maxPoisha));
  // The facets' links. No index leads with brand: a brand is mostly asked together with words, whose
  // matches are few; a seller's listings are products_seller_created_idx.
  if (filter.brand !== undefined) where.push(eq(products.brand, filter.brand));
  if (filter.sellerId !== undefined) where.push(eq(products.sellerId, filter.sellerId));
  // A product offers a value when its options list it (products_options_idx, jsonb containment).
  for (const { name, value } of filter.options ?? [])
    where.push(sql`${products.options} @> ${JSON.stringify([{ name, values: [value] }])}::jsonb`);
  if ('after' in position) where.push(afterCursor(position.after));
  return where;
}
