import type { Product } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/product/:id for checkout. The key is the product page's, so the modal reads the product the page
 * already loaded, and an order that changes the stock refreshes both.
 */
export const productDetailKey = (id: string) => ['products', 'detail', id] as const;

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productDetailKey(id),
    queryFn: ({ signal }) => apiFetch<Product>(`/api/product/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useProduct(id: string) {
  return useSuspenseQuery(productQueryOptions(id));
}
