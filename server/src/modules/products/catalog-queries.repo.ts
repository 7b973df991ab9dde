import { and, sql } from 'drizzle-orm';
import type { ProductSort } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { matches, orderBy, subqueryColumns } from './catalog-order.repo.js';
import { catalogWhere, offsetOf, type CatalogFilter, type CatalogPosition } from './catalog-where.repo.js';

// The three ways a catalog page's ids are chosen (catalog.repo.ts joins the sellers in afterwards).

type Sort = ProductSort;
type Search = CatalogFilter & { tsquery: string };

/**
 * How many rows, in the sort's order, a text search reads off the sort's index before it stops walking and
 * asks the full-text (GIN) index instead. Walking costs ~1 µs a row and answers once 13 matches are met;
 * the GIN step costs ~3 µs a match and is only taken when the words were in fewer than 13 of `window` rows,
 * i.e. at most ~13·N/window matches. The worst case of the two together is lowest at window ≈ 6·√N:
 * 600 rows for 10,000 products, 6,000 for a million (≈6 ms of walking).
 */
export function searchWindow(catalogRows: number): number {
  return Math.min(10_000, Math.max(500, Math.round(6 * Math.sqrt(Math.max(0, catalogRows)))));
}

/**
 * How many matches a text search takes from the GIN index before it gives up on that step and walks the
 * sort's index instead (see listApproved). A walk needs ~13·N/M rows to meet 13 of M matches, and its rows
 * are the newest, whose pages every search reads, so they stay in memory (~1–2.5 µs a row at 1M products);
 * a GIN match is fetched from a random page, mostly not in PostgreSQL's buffers at 1M (5–40 µs, 3–18× a
 * walked row, measured under EXPLAIN ANALYZE: bench/RESULTS.md, "Search"). The two cost the same at
 * M ≈ √(13·N·walk/fetch) ≈ 1–2·√N: 1.5·√N is 475 matches for 100,000 products and 1,500 for a million.
 */
export function searchCap(catalogRows: number): number {
  return Math.min(5_000, Math.max(200, Math.round(1.5 * Math.sqrt(Math.max(0, catalogRows)))));
}

/**
 * The ids of one catalog page, chosen on products alone so the planner can walk one index and stop after
 * `limit` rows (the sellers are joined in afterwards, to those rows only).
 */
export function pageIdsQuery(
  db: Db,
  filter: CatalogFilter,
  sort: Sort,
  position: CatalogPosition,
  limit: number,
) {
  const where = catalogWhere(filter, position);
  if (filter.tsquery) where.push(matches(products.search, filter.tsquery));
  const query = db
    .select({ pageId: products.id })
    .from(products)
    .where(and(...where))
    .orderBy(...orderBy(sort))
    .limit(limit)
    .$dynamic();
  const offset = offsetOf(position);
  return offset > 0 ? query.offset(offset) : query;
}

/**
 * A text search's page the cheap way when the words are common: read the next `window` rows (after the
 * offset) in the sort's order off its index, and keep those that match. Returns the first offset + limit
 * matches in order, or fewer when the window held fewer.
 */
export function searchWindowQuery(
  db: Db,
  filter: Search,
  sort: Sort,
  position: CatalogPosition,
  limit: number,
  window: number,
) {
  const offset = offsetOf(position);
  const rows = db
    .select({
      pageId: sql<string>`${products.id}`.as('page_id'),
      search: products.search,
      createdAt: products.createdAt,
      pricePoisha: products.pricePoisha,
      rating: products.rating,
      productName: products.productName,
    })
    .from(products)
    .where(and(...catalogWhere(filter, position)))
    .orderBy(...orderBy(sort))
    .limit(offset + window)
    .as('w');
  return db
    .select({ pageId: rows.pageId })
    .from(rows)
    .where(matches(rows.search, filter.tsquery))
    .orderBy(...orderBy(sort, { ...subqueryColumns(rows), id: rows.pageId }))
    .limit(offset + limit);
}

/**
 * A text search's page from the GIN index alone: every match is fetched, then sorted and cut to the page.
 * The subquery's LIMIT keeps PostgreSQL from merging it into the outer query, so it is planned on its own,
 * to produce all matches, for which the GIN bitmap is the cheap path when they are few (instead of walking
 * a sort index, hoping to meet 13 matches soon). With a `cap`, at most cap + 1 matches are fetched, and
 * each row carries `matched`, how many were (before the page is cut): more than `cap` means the page was
 * cut from some of the matches only and must not be used.
 */
const ALL_ROWS = 2 ** 31 - 1;

export function searchMatchesQuery(
  db: Db,
  filter: Search,
  sort: Sort,
  position: CatalogPosition,
  limit: number,
  cap = ALL_ROWS - 1,
) {
  const all = db
    .select({
      pageId: sql<string>`${products.id}`.as('page_id'),
      createdAt: products.createdAt,
      pricePoisha: products.pricePoisha,
      rating: products.rating,
      productName: products.productName,
    })
    .from(products)
    .where(and(...catalogWhere(filter, position), matches(products.search, filter.tsquery)))
    .limit(cap + 1)
    .as('m');
  const query = db
    .select({ pageId: all.pageId, matched: sql<number>`count(*) over ()`.mapWith(Number).as('matched') })
    .from(all)
    .orderBy(...orderBy(sort, { ...subqueryColumns(all), id: all.pageId }))
    .limit(limit)
    .$dynamic();
  const offset = offsetOf(position);
  return offset > 0 ? query.offset(offset) : query;
}
