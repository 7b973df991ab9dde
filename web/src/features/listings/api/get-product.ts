import type { Product } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/product/:id for the edit form. The key is the product page's, so an edit saved here is what the
 * product page shows next (and the other way round); the seller and admins also get pending listings.
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
