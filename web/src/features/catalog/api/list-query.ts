import { DEFAULT_PAGE_SIZE, productListQuerySchema, type ProductListQuery } from '@bulkbazar/contract';

/**
 * The product list query a URL describes. The URL is the page's state (shareable, reloadable), but people edit
 * URLs: a bad value is dropped rather than failing the page, so '?page=abc&q=rice' still searches for rice.
 */
export function listQueryFromSearch(search: URLSearchParams, fixed: Partial<ProductListQuery> = {}) {
  // Empty fields mean 'not set'; zod would otherwise coerce an empty minPrice to 0.
  let input = Object.fromEntries([...search].filter(([, value]) => value.trim() !== ''));
  for (;;) {
    const result = productListQuerySchema.safeParse({ ...input, ...fixed });
    if (result.success) return result.data;
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !bad.has(key)));
    // Nothing left to drop means the fixed part itself is invalid: a programming error, so let it throw.
    if (Object.keys(kept).length === Object.keys(input).length) return productListQuerySchema.parse(fixed);
    input = kept;
  }
}

/** The shortest URL search for a query: defaults are left out so links stay readable. */
export function searchFromListQuery(query: Partial<ProductListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  if (query.limit && query.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(query.limit));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasFilters(query: ProductListQuery): boolean {
  return Boolean(query.q || query.category || query.minPrice !== undefined || query.maxPrice !== undefined);
}
