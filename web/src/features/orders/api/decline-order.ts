import type { Order } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Answer = { acknowledged: true; message: string; order: Order };

/** POST /api/orders/:id/decline {reason}: the seller cancels a pending order; 409 once it has moved on. */
export function declineOrder({ id, reason }: { id: string; reason: string }): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body: { reason },
  });
}

export function useDeclineOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOrder,
    // The units went back to stock: the product shows them again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
      ]),
  });
}
