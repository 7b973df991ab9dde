import type { RfqPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from '@/lib/api/rfq-keys';
import { RFQ_PAGE_SIZE } from './get-my-rfqs';

/** GET /api/seller/rfqs: "Quote requests" the signed-in seller may answer, newest first. */
export function sellerRfqsQueryOptions(page: number) {
  return queryOptions({
    queryKey: rfqKeys('seller', { page }),
    queryFn: ({ signal }) =>
      apiFetch<RfqPage>('/api/seller/rfqs', { query: { page, limit: RFQ_PAGE_SIZE }, signal }),
  });
}

export const useSellerRfqs = (page: number) => useSuspenseQuery(sellerRfqsQueryOptions(page));
