import type { RfqPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from '@/lib/api/rfq-keys';

export const ADMIN_RFQ_PAGE_SIZE = 20;

/** GET /api/admin/rfqs: every request, hidden ones included, newest first. */
export function adminRfqsQueryOptions(page: number) {
  return queryOptions({
    queryKey: rfqKeys('admin', { page }),
    queryFn: ({ signal }) =>
      apiFetch<RfqPage>('/api/admin/rfqs', { query: { page, limit: ADMIN_RFQ_PAGE_SIZE }, signal }),
  });
}

export const useAdminRfqs = (page: number) => useSuspenseQuery(adminRfqsQueryOptions(page));
