import type { RfqMessage } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from './rfq-keys';

/** POST /api/rfqs/:id/messages: a message in the thread with `sellerId`. */
export function usePostMessage(rfqId: string, sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<{ message: RfqMessage }>(`/api/rfqs/${encodeURIComponent(rfqId)}/messages`, {
        method: 'POST',
        body: { text, sellerId },
      }).then((r) => r.message),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rfqKeys('thread', rfqId, sellerId) }),
        queryClient.invalidateQueries({ queryKey: rfqKeys('detail', rfqId) }),
      ]),
  });
}
