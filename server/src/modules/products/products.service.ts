import {
  MAX_FEATURED,
  decodeCatalogCursor,
  encodeCatalogCursor,
  takaToPoisha,
  type CatalogCursor,
  type CatalogPage,
  type ProductCard,
  type ProductListQuery,
} from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import { fetchLimit, splitPage } from '../../kernel/pagination.js';
import type { CatalogFilter, CatalogPosition, CatalogRepo, CatalogRow } from './catalog.repo.js';
import { toProduct, toProductCard } from './product-mapper.js';
import { toPrefixTsquery } from './search-query.js';

/** The cursor that points just past `row` in `sort` order. */
export function cursorAfter(sort: ProductListQuery['sort'], row: CatalogRow): CatalogCursor {
  switch (sort) {
    case 'newest':
      return { sort, createdUs: row.createdUs, id: row.id };
    case 'rating':
      return { sort, rating: row.rating, createdUs: row.createdUs, id: row.id };
    case 'name':
      return { sort, productName: row.productName, id: row.id };
    default:
      return { sort, pricePoisha: row.pricePoisha, id: row.id };
  }
}

/** What the catalog query needs from a validated GET /api/products query (also used by bench/scale.mjs). */
export function catalogRequest(query: ProductListQuery): {
  filter: CatalogFilter;
  position: CatalogPosition;
} {
  const filter = {
    category: query.category,
    minPoisha: query.minPrice === undefined ? undefined : takaToPoisha(query.minPrice),
    maxPoisha: query.maxPrice === undefined ? undefined : takaToPoisha(query.maxPrice),
    tsquery: toPrefixTsquery(query.q),
  };
  if (query.cursor === undefined) return { filter, position: { offset: (query.page - 1) * query.limit } };
  // The query schema has checked the cursor already; this guards direct callers.
  const after = decodeCatalogCursor(query.cursor);
  if (after?.sort !== query.sort)
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: 'is not a cursor for this sort' });
  return { filter, position: { after } };
}

export function createProductsService(repo: CatalogRepo) {
  return {
    /** The public catalog: approved products only, by page number or after a cursor. */
    async listCatalog(query: ProductListQuery): Promise<CatalogPage> {
      const { filter, position } = catalogRequest(query);
      const rows = await repo.listApproved(filter, query.sort, position, fetchLimit(query.limit));
      const { shown, hasMore } = splitPage(rows, query.limit);
      return {
        products: shown.map((row) =>
          query.view === 'card' ? toProductCard(toProduct(row)) : toProduct(row),
        ),
        page: query.page,
        limit: query.limit,
        hasMore,
        nextCursor: hasMore ? encodeCatalogCursor(cursorAfter(query.sort, shown.at(-1)!)) : null,
      };
    },

    /** A page of a seller's listings on sale, as cards (the seller page, GET /api/sellers/:id). */
    async sellerCards(sellerId: string, q: { page: number; limit: number }) {
      const rows = await repo.listOnSaleBySeller(sellerId, (q.page - 1) * q.limit, fetchLimit(q.limit));
      const { shown, hasMore } = splitPage(rows, q.limit);
      return { products: shown.map((row) => toProductCard(toProduct(row))), hasMore };
    },

    /** The home page rule: at most 7 products, one per category, in catalog order (newest first). */
    async featured(): Promise<ProductCard[]> {
      return (await repo.newestPerCategory(MAX_FEATURED)).map((row) => toProductCard(toProduct(row)));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
