import { and, desc, eq, sql } from 'drizzle-orm';
import type { CatalogSort, ProductSort } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { products, sellerRatings, users } from '../../db/schema.js';
import { orderBy } from './catalog-order.repo.js';
import {
  pageIdsQuery,
  searchCap,
  searchMatchesQuery,
  searchWindow,
  searchWindowQuery,
} from './catalog-queries.repo.js';
import { facetCounts } from './catalog-facets.repo.js';
import { relevancePageQuery } from './catalog-relevance.repo.js';
import { offsetOf, onSale, type CatalogFilter, type CatalogPosition } from './catalog-where.repo.js';
import { productColumns, selectProducts, type ProductRow } from './products.repo.js';
import { estimateMatches, lexemeStats, NO_STATS, type LexemeStats } from './search-estimate.js';

export type { CatalogFilter, CatalogPosition } from './catalog-where.repo.js';
export { searchCap, searchWindow } from './catalog-queries.repo.js';

/** How a text search picks its steps; tests force each one (catalog-search.test.ts, search-ranking-facets.test.ts):
 * the walk's rows, the GIN step's cap, and the guess of matches among the catalog's rows. */
export type SearchTuning = { window?: number; cap?: number; expected?: number; rows?: number };

type Sort = ProductSort;

/** A catalog row also carries created_at to the microsecond, for its cursor. */
export type CatalogRow = ProductRow & { createdUs: number };

/** created_at as whole microseconds since 1970 (exact; a JS Date keeps only milliseconds): cursors use it. */
const createdUs = sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint`.mapWith(Number);

/**
 * The public catalog's reads: pages by offset or cursor, the two-step text search, the featured shelf and
 * the sitemap's list.
 */
export function createCatalogRepo(db: Db) {
  // The catalog's size and the search words' statistics (the planner's own, refreshed by ANALYZE), re-read
  // once a minute.
  let size = { rows: 0, lexemes: NO_STATS as LexemeStats, readAt: -Infinity };
  const catalogStats = async () => {
    if (Date.now() - size.readAt > 60_000) {
      const result = (await db.execute(
        sql`select greatest(c.reltuples, 0)::float8 as rows, s.most_common_elems::text::text[] as elems,
              s.most_common_elem_freqs as freqs
            from pg_class c left join pg_stats s on s.schemaname = current_schema()
              and s.tablename = 'products' and s.attname = 'search'
            where c.oid = 'products'::regclass`,
      )) as unknown as { rows: { rows: number | string; elems: string[] | null; freqs: number[] | null }[] };
      const row = result.rows[0];
      size = {
        rows: Number(row?.rows ?? 0),
        lexemes: lexemeStats(row?.elems ?? null, row?.freqs ?? null),
        readAt: Date.now(),
      };
    }
    return size;
  };
  const withSellers = () =>
    db
      .select({ ...productColumns, createdUs })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .leftJoin(sellerRatings, eq(sellerRatings.sellerId, products.sellerId));

  return {
    /** The ids of one catalog page, unexecuted, so its plan can be inspected (see catalog-plan.test.ts). */
    catalogPageQuery: (filter: CatalogFilter, sort: Sort, position: CatalogPosition, limit: number) =>
      pageIdsQuery(db, filter, sort, position, limit),

    /** A text search from the GIN index (see searchMatchesQuery), unexecuted. */
    searchMatchesQuery: (
      filter: CatalogFilter & { tsquery: string },
      sort: Sort,
      position: CatalogPosition,
      limit: number,
      cap?: number,
    ) => searchMatchesQuery(db, filter, sort, position, limit, cap),

    /** A text search's first try (see searchWindowQuery), unexecuted. */
    searchWindowQuery: (
      filter: CatalogFilter & { tsquery: string },
      sort: Sort,
      position: CatalogPosition,
      limit: number,
      window: number,
    ) => searchWindowQuery(db, filter, sort, position, limit, window),

    /** The catalog query: one page of products with their sellers joined in (after the page is chosen). */
    catalogQuery(filter: CatalogFilter, sort: Sort, position: CatalogPosition, limit: number) {
      const page = pageIdsQuery(db, filter, sort, position, limit).as('page');
      return withSellers()
        .innerJoin(page, eq(page.pageId, products.id))
        .orderBy(...orderBy(sort));
    },

    /**
     * One page of the public catalog. Without words it is one index walk. With words, the planner would
     * have to guess how common they are, and a wrong guess is ruinous at scale either way: walking the sort
     * index for a word that matches almost nothing reads the whole catalog (a model number: 1.2 s at 1M
     * rows), and fetching every match of a common word from the GIN index to sort them reads a fifth of it.
     * So it bounds each step instead: words expected to match at most `cap` products (search-estimate.ts)
     * first take at most cap + 1 matches from the GIN index (one statement; exact when they were all);
     * otherwise, or when there were more, a bounded walk of the sort's index (searchWindow rows; answers
     * common words); and only when that finds too few, all matches from the GIN index, sorted.
     */
    async listApproved(
      filter: CatalogFilter,
      chosen: CatalogSort,
      position: CatalogPosition,
      limit: number,
      tuning: SearchTuning = {},
    ): Promise<CatalogRow[]> {
      const { tsquery } = filter;
      // Relevance without words has nothing to weigh: newest first.
      const sort = chosen === 'relevance' ? 'newest' : chosen;
      if (!tsquery) return this.catalogQuery(filter, sort, position, limit);
      const search = { ...filter, tsquery };
      const stats = await catalogStats();
      const offset = offsetOf(position);
      const cap = tuning.cap ?? searchCap(stats.rows);
      const expected = () =>
        tuning.expected ?? estimateMatches(stats.lexemes, tsquery, stats.rows, filter.unknownWords);
      if (chosen === 'relevance') {
        // One statement: the candidates, their ranking and the page's rows with their sellers
        // (catalog-relevance.repo.ts).
        const page = relevancePageQuery(
          search,
          {
            cap: Math.max(cap, 1),
            window: tuning.window ?? searchWindow(stats.rows),
            expectedMatches: cap > 0 ? expected() : Infinity,
            rows: tuning.rows ?? stats.rows,
          },
          offset,
          limit,
        );
        return withSellers()
          .innerJoin(sql`(${page}) page`, sql`page.id = ${products.id}`)
          .orderBy(sql`page.score desc`, sql`page.created_at desc`, sql`page.id desc`);
      }
      if (cap > 0 && expected() <= cap) {
        const page = searchMatchesQuery(db, search, sort, position, limit, cap).as('page');
        const rows = await db
          .select({ ...productColumns, createdUs, matched: page.matched })
          .from(products)
          .innerJoin(users, eq(users.id, products.sellerId))
          .leftJoin(sellerRatings, eq(sellerRatings.sellerId, products.sellerId))
          .innerJoin(page, eq(page.pageId, products.id))
          .orderBy(...orderBy(sort));
        // No rows past an offset cannot tell "all matches seen" from "cut at the cap": walk then.
        const whole = rows.length ? Number(rows[0]!.matched) <= cap : offset === 0;
        if (whole) return rows.map(({ matched: _, ...row }) => row);
      }
      const window = tuning.window ?? searchWindow(stats.rows);
      const early = searchWindowQuery(db, search, sort, position, limit, window).as('page');
      const rows = await withSellers()
        .innerJoin(early, eq(early.pageId, products.id))
        .orderBy(...orderBy(sort));
      if (rows.length === offset + limit) return rows.slice(offset);
      const page = searchMatchesQuery(db, search, sort, position, limit).as('page');
      return withSellers()
        .innerJoin(page, eq(page.pageId, products.id))
        .orderBy(...orderBy(sort));
    },

    /**
     * How many products the guess says a text search matches (search-estimate.ts; 0 without words, and
     * Infinity before the first ANALYZE: no guess at all).
     */
    async expectedMatches(filter: CatalogFilter): Promise<number> {
      if (!filter.tsquery) return 0;
      const stats = await catalogStats();
      if (!stats.lexemes.shares.size) return Infinity;
      return estimateMatches(stats.lexemes, filter.tsquery, stats.rows, filter.unknownWords);
    },

    /** The counts beside a results page (see catalog-facets.repo.ts). */
    facets: (filter: CatalogFilter) => facetCounts(db, filter),

    /** A seller's listings on sale, newest first (their page); walks products_seller_created_idx. */
    listOnSaleBySeller: (sellerId: string, offset: number, limit: number): Promise<ProductRow[]> =>
      selectProducts(db)
        .where(and(eq(products.sellerId, sellerId), onSale()))
        .orderBy(desc(products.createdAt), desc(products.id))
        .offset(offset)
        .limit(limit),

    /** Every listing on sale (id and last change), newest first, for sitemap.xml. */
    listApprovedForSitemap: (max: number) =>
      db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(onSale())
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(max),

    /** Sellers with a listing on sale (their public pages), the latest change of those listings first. */
    listSellersForSitemap: (max: number) =>
      db
        .select({
          id: products.sellerId,
          updatedAt: sql<Date>`max(${products.updatedAt})`.mapWith(products.updatedAt),
        })
        .from(products)
        .where(onSale())
        .groupBy(products.sellerId)
        .orderBy(desc(sql`max(${products.updatedAt})`), products.sellerId)
        .limit(max),

    /** The newest product on sale of each category, newest first (the home page's featured shelf). */
    async newestPerCategory(max: number): Promise<ProductRow[]> {
      const newest = db
        .selectDistinctOn([products.category], { id: products.id })
        .from(products)
        .where(onSale())
        .orderBy(products.category, desc(products.createdAt), desc(products.id))
        .as('newest');
      return selectProducts(db)
        .innerJoin(newest, eq(newest.id, products.id))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(max);
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
