import type { Order } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putOrder, refetchOrders } from './put-order';

type Answer = { acknowledged: true; message: string; order: Order };

/** POST /api/orders/:id/cancel: a pending or processing order is cancelled and its stock returned once. */
export function cancelOrder(id: string): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => {
      putOrder(queryClient, order);
      // Stock came back: the catalog's numbers changed.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
    onError: () => refetchOrders(queryClient),
  });
}
