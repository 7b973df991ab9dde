import type { Rfq, RfqInput } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from '@/lib/api/rfq-keys';

/** POST /api/rfqs: a request on a product or in a category. */
export function useCreateRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RfqInput) =>
      apiFetch<{ rfq: Rfq }>('/api/rfqs', { method: 'POST', body }).then((r) => r.rfq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfqKeys() }),
  });
}
