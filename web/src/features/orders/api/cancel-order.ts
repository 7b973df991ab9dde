import type { Order } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type Answer = { acknowledged: true; message: string; order: Order };

/** POST /api/orders/:id/cancel: 409 INVALID_TRANSITION once the order has shipped. */
export function cancelOrder(id: string): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // The units went back to stock: the product shows them again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
