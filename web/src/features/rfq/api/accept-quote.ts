import type { AcceptQuoteInput, AcceptQuoteResult } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { rfqKeys } from './rfq-keys';

/** POST /api/quotes/:id/accept: one order at the quoted price (a repeat answers the same order). */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, body }: { quoteId: string; body: AcceptQuoteInput }) =>
      apiFetch<AcceptQuoteResult>(`/api/quotes/${encodeURIComponent(quoteId)}/accept`, {
        method: 'POST',
        body,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rfqKeys() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
      ]),
  });
}
