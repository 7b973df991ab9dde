import type { RfqMessage } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from '@/lib/api/rfq-keys';

/** POST /api/rfqs/:id/messages: a message in the thread with `sellerId`. */
export function usePostMessage(rfqId: string, sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<{ message: RfqMessage }>(`/api/rfqs/${encodeURIComponent(rfqId)}/messages`, {
        method: 'POST',
        body: { text, sellerId },
      }).then((r) => r.message),
    // Not awaited: the sender's box empties as soon as the server has the message, and the thread shows it
    // when it is read again — never the same words in the box and in the thread at once.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rfqKeys('thread', rfqId, sellerId) });
      void queryClient.invalidateQueries({ queryKey: rfqKeys('detail', rfqId) });
    },
  });
}
