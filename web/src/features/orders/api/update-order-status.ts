import type { Order, OrderStatus } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Answer = { acknowledged: true; message: string; order: Order };

/** POST /api/orders/:id/status: one step on (pending → processing → shipped → delivered), else 409. */
export function updateOrderStatus({ id, status }: { id: string; status: OrderStatus }): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
  });
}
