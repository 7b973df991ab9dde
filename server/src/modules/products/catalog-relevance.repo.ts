import { and, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import { matches } from './catalog-order.repo.js';
import { catalogWhere, type CatalogFilter } from './catalog-where.repo.js';

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

/**
 * The tsquery restricted to words of one weight of the search column (migration 0037: the name and brand at
 * A, the description at D): every operand of a tsquery made by search-query.ts or search/query-expansion.ts
 * ("rice", "ket:*") gets the label ("rice:A", "ket:*A"), the operators and parentheses stay.
 */
export function weightedTsquery(tsquery: string, label: 'A' | 'D'): string {
  return tsquery.replace(/[^\s()&|!:]+(:\*)?/gu, (operand, star?: string) =>
    star ? `${operand}${label}` : `${operand}:${label}`,
  );
}

/** The candidates' columns a score reads, over the products table (the statements below name it `c`). */
type Scored = { id: SQL; search: SQL; stock: SQL; rating: SQL };

/** A product's score for the search words (a tsquery of the 'simple' configuration, as the search column's). */
function score(tsquery: string, c: Scored): SQL {
  const name = sql`to_tsquery('simple', ${weightedTsquery(tsquery, 'A')})`;
  const description = sql`to_tsquery('simple', ${weightedTsquery(tsquery, 'D')})`;
  // Order lines naming the product (order_items_product_idx); only the ranked candidates are counted.
  const orders = sql`(select count(*) from order_items oi where oi.product_id = ${c.id})`;
  return sql`(
    ${weight(RANK_WEIGHTS.name)} * (${c.search} @@ ${name})::int
    + ${weight(RANK_WEIGHTS.description)} * (${c.search} @@ ${description})::int
    + ${weight(RANK_WEIGHTS.inStock)} * (${c.stock} > 0)::int
    + ${weight(RANK_WEIGHTS.rating)} * ${c.rating}::float8 / 5
    + ${weight(RANK_WEIGHTS.orders)} * least(1, ln(1 + ${orders}) / ln(${weight(1 + ORDERS_AT_FULL_WEIGHT)}))
  )::float8`;
}

/** A product's score over the products table itself (exported for tests and EXPLAIN). */
export const relevanceScore = (tsquery: string): SQL<number> =>
  score(tsquery, {
    id: sql`${products.id}`,
    search: sql`${products.search}`,
    stock: sql`${products.stock}`,
    rating: sql`${products.rating}`,
  }).mapWith(Number) as SQL<number>;

const candidate = {
  id: sql.raw('c.id'),
  search: sql.raw('c.search'),
  stock: sql.raw('c.stock'),
  rating: sql.raw('c.rating'),
};
const CANDIDATE_COLUMNS = sql`${products.id} as id, ${products.createdAt} as created_at, ${products.search} as search,
  ${products.stock} as stock, ${products.rating} as rating`;
const ALL_ROWS = 2 ** 31 - 1;

/** How a relevance page bounds its candidates (see relevancePageQuery). */
export type RelevanceBounds = {
  /** The most candidates ranked (at most RELEVANCE_CANDIDATES). */
  cap: number;
  /** The newest rows a walk reads. */
  window: number;
  /** The estimated matches (search-estimate.ts): at most `cap`, and the GIN index is tried first. */
  expectedMatches: number;
  /** The products on sale the estimate counts among (the catalog's size). */
  rows: number;
};

/**
 * One page of a relevance search as a derived table (`id`, `created_at`, `score`, in score order; ties newest
 * first), in one statement with the page's rows. Scoring every match of a common word would read a fifth of a
 * million-row catalog, so the candidates are bounded like the other sorts' pages (catalog.repo.ts
 * listApproved), each step behind a one-time filter (PostgreSQL skips a step's scan when its filter is false):
 * - words expected to match at most `cap` products: all of them from the GIN index, taken as the candidates
 *   when they were at most `cap` (exact);
 * - otherwise, or when there were more: the newest `cap` matches met by walking the newest `window` rows;
 * - and when that walk met fewer than the page needs: the newest `cap` of all matches, from the GIN index.
 *   When the estimate already says the walk would meet too few (matches · window / rows under the page's
 *   need: two common words together, a few hundred matches in a million), that is the first step.
 * Each candidate carries the columns its score reads, so no row is fetched twice.
 */
export function relevancePageQuery(
  search: Search,
  bounds: RelevanceBounds,
  offset: number,
  limit: number,
): SQL {
  const cap = Math.min(bounds.cap, RELEVANCE_CANDIDATES);
  const needed = Math.min(cap, offset + limit);
  const where = and(...catalogWhere(search, { offset: 0 }))!;
  const match = matches(products.search, search.tsquery);
  const walk = sql`select id, created_at, search, stock, rating from (
      select ${CANDIDATE_COLUMNS} from ${products} where ${where}
      order by ${products.createdAt} desc, ${products.id} desc limit ${bounds.window}
    ) w where w.search @@ to_tsquery('simple', ${search.tsquery})
    order by created_at desc, id desc limit ${cap}`;
  const walkTooShort = (bounds.expectedMatches * bounds.window) / Math.max(bounds.rows, 1) < needed;
  const first =
    bounds.expectedMatches > cap && walkTooShort
      ? sql`exact as (select false as exact), c0 as (select ${CANDIDATE_COLUMNS} from ${products} where false)`
      : bounds.expectedMatches <= cap
        ? sql`gin as materialized (
            select ${CANDIDATE_COLUMNS} from ${products} where ${where} and ${match} limit ${cap + 1}),
          exact as (select (select count(*) from gin) <= ${cap} as exact),
          walk as materialized (${walk}),
          c0 as materialized (
            select * from gin where (select exact from exact)
            union all select * from walk where not (select exact from exact))`
        : sql`exact as (select false as exact), c0 as materialized (${walk})`;
  // The inner LIMIT keeps the subquery apart, so it is planned to fetch all matches (a GIN bitmap), not to
  // walk the date index hoping to meet the words soon.
  return sql`with ${first},
      enough as (select (select exact from exact) or (select count(*) from c0) >= ${needed} as ok),
      newest as materialized (
        select * from (select ${CANDIDATE_COLUMNS} from ${products} where ${where} and ${match} limit ${ALL_ROWS}) m
        order by created_at desc, id desc limit ${cap}),
      c as (
        select * from c0 where (select ok from enough)
        union all select * from newest where not (select ok from enough))
    select c.id, c.created_at, ${score(search.tsquery, candidate)} as score from c
    order by score desc, c.created_at desc, c.id desc
    limit ${limit} offset ${offset}`;
}
