import type { Product } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/product/:id: one product, or an ApiError with status 404 when there is none to show. */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/api/product/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useSuspenseQuery(productQueryOptions(id));
}
