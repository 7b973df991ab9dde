import type { Quote, QuoteInput } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from '@/lib/api/rfq-keys';

/** POST /api/rfqs/:id/quotes: the seller's quote, or its revision. */
export function useSubmitQuote(rfqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteInput) =>
      apiFetch<{ quote: Quote }>(`/api/rfqs/${encodeURIComponent(rfqId)}/quotes`, {
        method: 'POST',
        body,
      }).then((r) => r.quote),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfqKeys() }),
  });
}
