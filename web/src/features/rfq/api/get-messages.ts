import type { MessagePage } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from '@/lib/api/rfq-keys';

/** How many of a thread's latest messages show. */
export const THREAD_SIZE = 100;

/** GET /api/rfqs/:id/messages: a thread's latest messages (newest first, as the API pages them). */
export function messagesQueryOptions(rfqId: string, sellerId: string) {
  return queryOptions({
    queryKey: rfqKeys('thread', rfqId, sellerId),
    queryFn: ({ signal }) =>
      apiFetch<MessagePage>(`/api/rfqs/${encodeURIComponent(rfqId)}/messages`, {
        query: { sellerId, limit: THREAD_SIZE },
        signal,
      }),
  });
}

export const useMessages = (rfqId: string, sellerId: string) =>
  useQuery(messagesQueryOptions(rfqId, sellerId));
