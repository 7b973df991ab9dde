import type { FeaturedProducts } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/products/featured: up to seven approved products, one per category, newest first. */
export function getFeaturedProducts(signal?: AbortSignal): Promise<FeaturedProducts> {
  return apiFetch<FeaturedProducts>('/api/products/featured', { signal });
}

export const featuredProductsQueryOptions = queryOptions({
  queryKey: queryKeys.products.featured(),
  queryFn: ({ signal }) => getFeaturedProducts(signal),
});

export function useFeaturedProducts() {
  return useSuspenseQuery(featuredProductsQueryOptions);
}
