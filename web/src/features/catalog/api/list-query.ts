import {
  DEFAULT_PAGE_SIZE,
  defaultCatalogSort,
  productListQuerySchema,
  type ProductListQuery,
} from '@bulkbazar/contract';
import { queryFromSearch } from '@/lib/list-query';

/** The product list query a URL describes; a bad value in it is dropped (see queryFromSearch). */
export function listQueryFromSearch(search: URLSearchParams, fixed: Partial<ProductListQuery> = {}) {
  return queryFromSearch(productListQuerySchema, search, fixed);
}

/** The shortest URL search for a query: defaults are left out so links stay readable. */
export function searchFromListQuery(query: Partial<ProductListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.brand) params.set('brand', query.brand);
  if (query.seller) params.set('seller', query.seller);
  for (const option of query.option ?? []) params.append('option', option);
  // With words the default is relevance, so a chosen "newest" must stay in the URL.
  if (query.sort && query.sort !== defaultCatalogSort(query.q)) params.set('sort', query.sort);
  if (query.limit && query.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(query.limit));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasFilters(query: ProductListQuery): boolean {
  return Boolean(
    query.q ||
    query.category ||
    query.brand ||
    query.seller ||
    query.option?.length ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined,
  );
}
