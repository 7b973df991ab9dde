import type { Order } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Answer = { acknowledged: true; message: string; order: Order };

/** POST /api/orders/:id/cash-received: a delivered cash-on-delivery order is paid; 409 if already recorded. */
export function recordCash(id: string): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/cash-received`, { method: 'POST' });
}

export function useRecordCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCash,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
  });
}
