import type { ProductPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const MY_PRODUCTS_PAGE_SIZE = 20;

/** GET /api/myproducts: the signed-in seller's listings in every status, newest first. */
export function myProductsQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.products.mine({ page }),
    queryFn: ({ signal }) =>
      apiFetch<ProductPage>('/api/myproducts', { query: { page, limit: MY_PRODUCTS_PAGE_SIZE }, signal }),
  });
}

export function useMyProducts(page: number) {
  return useSuspenseQuery(myProductsQueryOptions(page));
}
