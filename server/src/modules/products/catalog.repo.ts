import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProductListQuery } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { products, sellerRatings, users } from '../../db/schema.js';
import { orderBy } from './catalog-order.repo.js';
import { pageIdsQuery, searchMatchesQuery, searchWindow, searchWindowQuery } from './catalog-queries.repo.js';
import { offsetOf, onSale, type CatalogFilter, type CatalogPosition } from './catalog-where.repo.js';
import { productColumns, selectProducts, type ProductRow } from './products.repo.js';

export type { CatalogFilter, CatalogPosition } from './catalog-where.repo.js';
export { searchWindow } from './catalog-queries.repo.js';

type Sort = ProductListQuery['sort'];

/** A catalog row also carries created_at to the microsecond, for its cursor. */
export type CatalogRow = ProductRow & { createdUs: number };

/** created_at as whole microseconds since 1970 (exact; a JS Date keeps only milliseconds): cursors use it. */
const createdUs = sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint`.mapWith(Number);

/**
 * The public catalog's reads: pages by offset or cursor, the two-step text search, the featured shelf and
 * the sitemap's list.
 */
export function createCatalogRepo(db: Db) {
  // The catalog's size (the planner's own estimate, refreshed by ANALYZE), re-read once a minute.
  let size = { rows: 0, readAt: -Infinity };
  const catalogRows = async () => {
    if (Date.now() - size.readAt > 60_000) {
      const result = (await db.execute(
        sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'products'::regclass`,
      )) as unknown as { rows: { rows: number | string }[] };
      size = { rows: Number(result.rows[0]?.rows ?? 0), readAt: Date.now() };
    }
    return size.rows;
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

    /** A text search's second try (see searchMatchesQuery), unexecuted. */
    searchMatchesQuery: (
      filter: CatalogFilter & { tsquery: string },
      sort: Sort,
      position: CatalogPosition,
      limit: number,
    ) => searchMatchesQuery(db, filter, sort, position, limit),

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
     * So it does not leave that guess to the planner: first a bounded walk (searchWindow rows; answers
     * common words), and only when that finds too few, all matches from the GIN index (few by then, so
     * cheap), sorted.
     */
    async listApproved(
      filter: CatalogFilter,
      sort: Sort,
      position: CatalogPosition,
      limit: number,
      window?: number,
    ): Promise<CatalogRow[]> {
      const { tsquery } = filter;
      if (!tsquery) return this.catalogQuery(filter, sort, position, limit);
      window ??= searchWindow(await catalogRows());
      const offset = offsetOf(position);
      const early = searchWindowQuery(db, { ...filter, tsquery }, sort, position, limit, window).as('page');
      const rows = await withSellers()
        .innerJoin(early, eq(early.pageId, products.id))
        .orderBy(...orderBy(sort));
      if (rows.length === offset + limit) return rows.slice(offset);
      const page = searchMatchesQuery(db, { ...filter, tsquery }, sort, position, limit).as('page');
      return withSellers()
        .innerJoin(page, eq(page.pageId, products.id))
        .orderBy(...orderBy(sort));
    },

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
