import type { RfqDetail } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from './rfq-keys';

/** GET /api/rfqs/:id: the request, the quotes the viewer may see, their threads and their part in it. */
export function rfqQueryOptions(id: string) {
  return queryOptions({
    queryKey: rfqKeys('detail', id),
    queryFn: ({ signal }) => apiFetch<RfqDetail>(`/api/rfqs/${encodeURIComponent(id)}`, { signal }),
  });
}

export const useRfq = (id: string) => useSuspenseQuery(rfqQueryOptions(id));
