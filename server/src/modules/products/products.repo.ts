import { and, asc, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { products, users } from '../../db/schema.js';
import { catalogWhere, offsetOf, type CatalogFilter, type CatalogPosition } from './catalog-where.js';
import { onSale } from './on-sale.js';

export type { CatalogFilter, CatalogPosition } from './catalog-where.js';

// Only repos touch Drizzle. Rows come back with the seller's email and name joined in.
const productColumns = {
  id: products.id,
  sku: products.sku,
  sellerId: products.sellerId,
  productName: products.productName,
  image: products.image,
  extraImages: products.extraImages,
  brand: products.brand,
  category: products.category,
  pricePoisha: products.pricePoisha,
  rating: products.rating,
  description: products.description,
  content: products.content,
  minQuantity: products.minQuantity,
  stock: products.stock,
  status: products.status,
  rejectionReason: products.rejectionReason,
  sellerBlocked: products.sellerBlocked,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  authorEmail: users.email,
  authorName: users.name,
};

const selectProducts = (db: Db) =>
  db.select(productColumns).from(products).innerJoin(users, eq(users.id, products.sellerId));

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];
/** A catalog row also carries created_at to the microsecond, for its cursor. */
export type CatalogRow = ProductRow & { createdUs: number };

/** created_at as whole microseconds since 1970 (exact; a JS Date keeps only milliseconds): cursors use it. */
const createdUs = sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint`.mapWith(Number);

type SortColumns = {
  id: SQL.Aliased | AnyColumn;
  createdAt: SQL.Aliased | AnyColumn;
  pricePoisha: SQL.Aliased | AnyColumn;
  rating: SQL.Aliased | AnyColumn;
  productName: SQL.Aliased | AnyColumn;
};

/** A subquery's sort columns (a drizzle subquery is a proxy: its fields cannot be spread). */
const subqueryColumns = (q: Omit<SortColumns, 'id'>) => ({
  createdAt: q.createdAt,
  pricePoisha: q.pricePoisha,
  rating: q.rating,
  productName: q.productName,
});

/** The ORDER BY of each sort, over the products table or a subquery that carries the same columns. */
function orderBy(sort: ProductListQuery['sort'], c: SortColumns = products): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(c.createdAt), desc(c.id)];
    case 'price-asc':
      return [asc(c.pricePoisha), asc(c.id)];
    case 'price-desc':
      return [desc(c.pricePoisha), desc(c.id)];
    case 'rating':
      return [desc(c.rating), desc(c.createdAt), desc(c.id)];
    case 'name':
      return [asc(c.productName), asc(c.id)];
  }
}

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

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'search'>;
export type ProductChanges = Partial<Omit<NewProduct, 'sellerId' | 'sku'>>;

const matches = (search: SQL.Aliased | AnyColumn, tsquery: string) =>
  sql`${search} @@ to_tsquery('simple', ${tsquery})`;

/**
 * The ids of one catalog page, chosen on products alone so the planner can walk one index and stop after
 * `limit` rows (the sellers are joined in afterwards, to those rows only).
 */
function pageIdsQuery(
  db: Db,
  filter: CatalogFilter,
  sort: ProductListQuery['sort'],
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
function searchWindowQuery(
  db: Db,
  filter: CatalogFilter & { tsquery: string },
  sort: ProductListQuery['sort'],
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
 * The subquery's LIMIT (never reached) keeps PostgreSQL from merging it into the outer query, so it is
 * planned on its own, to produce all matches, for which the GIN bitmap is the cheap path when they are few
 * (instead of walking a sort index, hoping to meet 13 matches soon).
 */
const ALL_ROWS = 2 ** 31 - 1;

function searchMatchesQuery(
  db: Db,
  filter: CatalogFilter & { tsquery: string },
  sort: ProductListQuery['sort'],
  position: CatalogPosition,
  limit: number,
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
    .limit(ALL_ROWS)
    .as('m');
  const query = db
    .select({ pageId: all.pageId })
    .from(all)
    .orderBy(...orderBy(sort, { ...subqueryColumns(all), id: all.pageId }))
    .limit(limit)
    .$dynamic();
  const offset = offsetOf(position);
  return offset > 0 ? query.offset(offset) : query;
}

export function createProductsRepo(db: Db) {
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
      .innerJoin(users, eq(users.id, products.sellerId));

  return {
    /** The ids of one catalog page, unexecuted, so its plan can be inspected (see catalog-plan.test.ts). */
    catalogPageQuery: (
      filter: CatalogFilter,
      sort: ProductListQuery['sort'],
      position: CatalogPosition,
      limit: number,
    ) => pageIdsQuery(db, filter, sort, position, limit),

    /** A text search's second try (see searchMatchesQuery), unexecuted. */
    searchMatchesQuery: (
      filter: CatalogFilter & { tsquery: string },
      sort: ProductListQuery['sort'],
      position: CatalogPosition,
      limit: number,
    ) => searchMatchesQuery(db, filter, sort, position, limit),

    /** A text search's first try (see searchWindowQuery), unexecuted. */
    searchWindowQuery: (
      filter: CatalogFilter & { tsquery: string },
      sort: ProductListQuery['sort'],
      position: CatalogPosition,
      limit: number,
      window: number,
    ) => searchWindowQuery(db, filter, sort, position, limit, window),

    /** The catalog query: one page of products with their sellers joined in (after the page is chosen). */
    catalogQuery(
      filter: CatalogFilter,
      sort: ProductListQuery['sort'],
      position: CatalogPosition,
      limit: number,
    ) {
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
      sort: ProductListQuery['sort'],
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

    async findById(id: string): Promise<ProductRow | undefined> {
      const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
      return row;
    },

    /** A seller's own listings, every status, newest first. */
    listBySeller: (sellerId: string, offset: number, limit: number) =>
      selectProducts(db)
        .where(eq(products.sellerId, sellerId))
        .orderBy(desc(products.createdAt), desc(products.id))
        .offset(offset)
        .limit(limit),

    /** The moderation list: pending first (oldest waiting first), then everything else newest first. */
    listForModeration: (status: string | undefined, q: string | undefined, offset: number, limit: number) => {
      const where: SQL[] = [];
      if (status) where.push(eq(products.status, status));
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        where.push(
          or(
            ilike(products.productName, pattern),
            ilike(products.sku, pattern),
            ilike(users.email, pattern),
          )!,
        );
      }
      return selectProducts(db)
        .where(and(...where))
        .orderBy(
          sql`case when ${products.status} = 'pending' then 0 else 1 end`,
          sql`case when ${products.status} = 'pending' then ${products.createdAt} end asc`,
          desc(products.createdAt),
          desc(products.id),
        )
        .offset(offset)
        .limit(limit);
    },

    insert: async (values: NewProduct) =>
      (await db.insert(products).values(values).returning({ id: products.id }))[0]!.id,

    update: async (id: string, changes: ProductChanges) =>
      (
        await db
          .update(products)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning({ id: products.id })
      ).length > 0,

    /** Moves the status only if it is still one of `from` (so two moderators cannot race past each other). */
    transition: async (id: string, from: string[], to: string, rejectionReason: string | null) =>
      (
        await db
          .update(products)
          .set({ status: to, rejectionReason, updatedAt: new Date() })
          .where(and(eq(products.id, id), inArray(products.status, from)))
          .returning({ id: products.id })
      ).length > 0,

    delete: async (id: string) =>
      (await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })).length,

    sellerOf: async (id: string) =>
      (
        await db
          .select({ sellerId: products.sellerId, status: products.status })
          .from(products)
          .where(eq(products.id, id))
          .limit(1)
      )[0],

    listApprovedForSitemap: (max: number) =>
      db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(onSale())
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(max),

    /** The newest product on sale of each category, newest first. */
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

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
