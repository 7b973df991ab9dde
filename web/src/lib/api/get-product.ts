import type { Product } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/product/:id: one product, or an ApiError with status 404 when there is none to show (the seller and
 * admins also get pending listings). The product page, the edit form and checkout all read it through this one
 * entry, so the checkout modal reuses what the page loaded and an edit or an order refreshes every view of it.
 */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/api/product/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useSuspenseQuery(productQueryOptions(id));
}
