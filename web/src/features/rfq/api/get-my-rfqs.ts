import type { RfqPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from '@/lib/api/rfq-keys';

export const RFQ_PAGE_SIZE = 10;

/** GET /api/rfqs: the signed-in buyer's requests for quotation, newest first. */
export function myRfqsQueryOptions(page: number) {
  return queryOptions({
    queryKey: rfqKeys('mine', { page }),
    queryFn: ({ signal }) =>
      apiFetch<RfqPage>('/api/rfqs', { query: { page, limit: RFQ_PAGE_SIZE }, signal }),
  });
}

export const useMyRfqs = (page: number) => useSuspenseQuery(myRfqsQueryOptions(page));
