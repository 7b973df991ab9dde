import {
  MAX_FEATURED,
  takaToPoisha,
  type Product,
  type ProductListQuery,
  type ProductPage,
} from '@bulkbazar/contract';
import { toProduct } from './product-mapper.js';
import type { ProductsRepo } from './products.repo.js';
import { toPrefixTsquery } from './search-query.js';

export function createProductsService(repo: ProductsRepo) {
  return {
    /** The public catalog: approved products only. */
    async listCatalog(query: ProductListQuery): Promise<ProductPage> {
      const filter = {
        category: query.category,
        minPoisha: query.minPrice === undefined ? undefined : takaToPoisha(query.minPrice),
        maxPoisha: query.maxPrice === undefined ? undefined : takaToPoisha(query.maxPrice),
        tsquery: toPrefixTsquery(query.q),
      };
      // One row more than asked tells whether another page exists, without counting the whole set.
      const rows = await repo.listApproved(
        filter,
        query.sort,
        (query.page - 1) * query.limit,
        query.limit + 1,
      );
      return {
        products: rows.slice(0, query.limit).map(toProduct),
        page: query.page,
        limit: query.limit,
        hasMore: rows.length > query.limit,
      };
    },

    /** The home page rule: at most 7 products, one per category, in catalog order (newest first). */
    async featured(): Promise<Product[]> {
      return (await repo.newestPerCategory(MAX_FEATURED)).map(toProduct);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
