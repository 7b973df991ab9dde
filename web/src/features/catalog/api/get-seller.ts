import type { SellerPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/sellers/:id: the seller, their rating and a page of their listings on sale (404: no such seller). */
export function sellerQueryOptions(id: string, page: number) {
  return queryOptions({
    // Under 'products': a listing or rating change that refreshes the catalog refreshes this page too.
    queryKey: ['products', 'seller', id, page] as const,
    queryFn: ({ signal }) =>
      apiFetch<SellerPage>(`/api/sellers/${encodeURIComponent(id)}`, { query: { page }, signal }),
  });
}

export const useSeller = (id: string, page: number) => useSuspenseQuery(sellerQueryOptions(id, page));
