import type { ProductFacets, ProductFacetsQuery, ProductListQuery } from '@bulkbazar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The words and filters of a list query: what its facets are counted over (not the page or the order). */
export function facetsQueryOf(query: ProductListQuery): ProductFacetsQuery {
  const { q, category, minPrice, maxPrice, brand, seller, option } = query;
  return { q, category, minPrice, maxPrice, brand, seller, option };
}

/**
 * GET /api/products/facets. Not a suspense query: the results show first, the counts beside them when they
 * come (a slow count never holds the page).
 */
export function useFacets(query: ProductFacetsQuery) {
  return useQuery({
    queryKey: queryKeys.products.facets(query),
    queryFn: ({ signal }) => apiFetch<ProductFacets>('/api/products/facets', { query, signal }),
  });
}
