import type { ProductListQuery, ProductPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/products: one page of approved products matching the query. */
export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> {
  return apiFetch<ProductPage>('/api/products', { query, signal });
}

export function productsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => getProducts(query, signal),
  });
}

export function useProducts(query: ProductListQuery) {
  return useSuspenseQuery(productsQueryOptions(query));
}
