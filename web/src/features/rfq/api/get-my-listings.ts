import type { ProductPage } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/myproducts (the first 100): the seller's listings, for choosing which one a quote offers. */
export function myListingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.products.mine({ page: 0 }),
    queryFn: ({ signal }) => apiFetch<ProductPage>('/api/myproducts', { query: { limit: 100 }, signal }),
  });
}

export const useMyListings = (enabled: boolean) => useQuery({ ...myListingsQueryOptions(), enabled });
