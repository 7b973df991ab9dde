import type { Order, OrderStatus } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Answer = { acknowledged: true; message: string; order: Order };

/**
 * POST /api/orders/:id/status: one step on (pending → processing → shipped → delivered) from `from`, the
 * status the seller saw; 409 when the order is no longer there (a second tap, another tab).
 */
export function updateOrderStatus({
  id,
  status,
  from,
}: {
  id: string;
  status: OrderStatus;
  from: OrderStatus;
}): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status, from },
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
  });
}
