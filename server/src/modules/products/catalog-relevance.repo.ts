import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { searchMatchesQuery, searchWindowQuery } from './catalog-queries.repo.js';
import type { CatalogFilter } from './catalog-where.repo.js';

// The relevance order of a text search (docs/decisions/0034-search-ranking.md): which matches are ranked,
// and the score they are ranked by.

type Search = CatalogFilter & { tsquery: string };

/**
 * The formula's weights. A name match (3) outweighs everything a description-only match can add up to
 * (1.5 + 1 + 0.5 + 0.5 = 3.5 < 3 + 1), stock comes next, and rating and orders only reorder near-equals.
 */
export const RANK_WEIGHTS = { name: 3, description: 1.5, inStock: 1, rating: 0.5, orders: 0.5 } as const;

/**
 * The most matches a relevance page ranks. Ranking needs more than a page of candidates, and each costs a
 * walked or fetched row and its score: 200 keeps a common word's search within ~2× of newest-first
 * (bench/RESULTS.md, "Search ranking"); a specific search (up to 200 matches) is ranked whole.
 */
export const RELEVANCE_CANDIDATES = 200;

/** The orders count at which the orders term is worth its whole weight; it grows as ln(1 + orders). */
export const ORDERS_AT_FULL_WEIGHT = 1000;

const weight = (w: number) => sql.raw(String(w));

/** A product's score for the search words (a tsquery of the 'simple' configuration, as the search column's). */
export function relevanceScore(tsquery: string): SQL<number> {
  const q = sql`to_tsquery('simple', ${tsquery})`;
  const title = sql`to_tsvector('simple', ${products.productName} || ' ' || ${products.brand})`;
  // Order lines naming the product (order_items_product_idx); only the ranked candidates are counted.
  const orders = sql`(select count(*) from order_items oi where oi.product_id = ${products.id})`;
  return sql<number>`(
    ${weight(RANK_WEIGHTS.name)} * (${title} @@ ${q})::int
    + ${weight(RANK_WEIGHTS.description)} * (to_tsvector('simple', ${products.description}) @@ ${q})::int
    + ${weight(RANK_WEIGHTS.inStock)} * (${products.stock} > 0)::int
    + ${weight(RANK_WEIGHTS.rating)} * ${products.rating}::float8 / 5
    + ${weight(RANK_WEIGHTS.orders)} * least(1, ln(1 + ${orders}) / ln(${weight(1 + ORDERS_AT_FULL_WEIGHT)}))
  )::float8`.mapWith(Number);
}

/**
 * The matches a relevance page ranks, as ids. Scoring every match of a common word would read a fifth of a
 * million-row catalog, so it is bounded like the other sorts (catalog.repo.ts listApproved): when the words
 * are expected to match at most `cap` products, all of them (exact); otherwise the newest `cap` matches,
 * found by walking the newest `window` rows, or by the GIN index when that walk met fewer than the page needs.
 */
export async function relevanceCandidates(
  db: Db,
  search: Search,
  bounds: { cap: number; window: number; expectedMatches: number; needed: number },
): Promise<string[]> {
  const { window, expectedMatches, needed } = bounds;
  const cap = Math.min(bounds.cap, RELEVANCE_CANDIDATES);
  const start = { offset: 0 };
  if (expectedMatches <= cap) {
    const all = await searchMatchesQuery(db, search, 'newest', start, cap, cap);
    if (!all.length || Number(all[0]!.matched) <= cap) return all.map((r) => r.pageId);
  }
  const walked = await searchWindowQuery(db, search, 'newest', start, cap, window);
  if (walked.length >= Math.min(cap, needed)) return walked.map((r) => r.pageId);
  return (await searchMatchesQuery(db, search, 'newest', start, cap)).map((r) => r.pageId);
}

/** One page of the candidates in score order (ties: newest first): their ids, best first. */
export async function relevancePage(
  db: Db,
  tsquery: string,
  ids: string[],
  offset: number,
  limit: number,
): Promise<string[]> {
  const result = (await db.execute(sql`
    select ${products.id} as id from ${products}
    where ${inArray(products.id, ids)}
    order by ${relevanceScore(tsquery)} desc, ${products.createdAt} desc, ${products.id} desc
    limit ${limit} offset ${offset}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}
