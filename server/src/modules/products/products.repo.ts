import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../lib/escape-like.js';
import { products, users } from '../../db/schema.js';

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
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  authorEmail: users.email,
  authorName: users.name,
};

const selectProducts = (db: Db) =>
  db.select(productColumns).from(products).innerJoin(users, eq(users.id, products.sellerId));

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

const ORDER_BY: Record<ProductListQuery['sort'], SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  'price-asc': [asc(products.pricePoisha), asc(products.id)],
  'price-desc': [desc(products.pricePoisha), desc(products.id)],
  rating: [desc(products.rating), desc(products.createdAt), desc(products.id)],
  name: [asc(products.productName), asc(products.id)],
};

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'search'>;
export type ProductChanges = Partial<Omit<NewProduct, 'sellerId' | 'sku'>>;

export type CatalogFilter = {
  category?: string;
  minPoisha?: number;
  maxPoisha?: number;
  tsquery?: string;
};

export function createProductsRepo(db: Db) {
  return {
    /** The catalog query, unexecuted, so its plan can be inspected (see catalog-plan.test.ts). */
    catalogQuery(filter: CatalogFilter, sort: ProductListQuery['sort'], offset: number, limit: number) {
      const where = [eq(products.status, 'approved')];
      if (filter.category) where.push(eq(products.category, filter.category));
      if (filter.minPoisha !== undefined) where.push(gte(products.pricePoisha, filter.minPoisha));
      if (filter.maxPoisha !== undefined) where.push(lte(products.pricePoisha, filter.maxPoisha));
      if (filter.tsquery) where.push(sql`${products.search} @@ to_tsquery('simple', ${filter.tsquery})`);
      // The page is chosen on products alone (so the planner walks an index and stops after `limit`
      // rows); only then are the sellers joined in.
      const page = db
        .select({ pageId: products.id })
        .from(products)
        .where(and(...where))
        .orderBy(...ORDER_BY[sort])
        .offset(offset)
        .limit(limit)
        .as('page');
      return selectProducts(db)
        .innerJoin(page, eq(page.pageId, products.id))
        .orderBy(...ORDER_BY[sort]);
    },

    async listApproved(
      filter: CatalogFilter,
      sort: ProductListQuery['sort'],
      offset: number,
      limit: number,
    ): Promise<ProductRow[]> {
      return this.catalogQuery(filter, sort, offset, limit);
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
        .where(eq(products.status, 'approved'))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(max),

    /** The newest approved product of each category, newest first. */
    async newestPerCategory(max: number): Promise<ProductRow[]> {
      const newest = db
        .selectDistinctOn([products.category], { id: products.id })
        .from(products)
        .where(eq(products.status, 'approved'))
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
