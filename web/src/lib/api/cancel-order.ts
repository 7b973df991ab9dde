import type { Order } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';
import { putOrder, refetchOrders } from './order-cache';

type Answer = { acknowledged: true; message: string; order: Order };

/**
 * POST /api/orders/:id/cancel: a pending or processing order is cancelled (by its buyer or an admin) and its
 * stock returned once; 409 INVALID_TRANSITION once it has shipped.
 */
export function cancelOrder(id: string): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

/**
 * One hook for the buyer's My Orders and the admin's dashboard: whoever cancels, the same answers change. The
 * dashboard's rows change in place (putOrder), the buyer's list is fetched again, and the units went back to
 * stock, so every product view shows them again.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => putOrder(queryClient, order),
    onError: () => refetchOrders(queryClient),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
      ]),
  });
}
