import type { Order } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putOrder, refetchOrders } from '@/lib/api/order-cache';

type Answer = { acknowledged: true; message: string; order: Order };

/** POST /api/orders/:id/paid: the admin confirms the payment arrived (409 when it is already marked paid). */
export function markOrderPaid(id: string): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/paid`, { method: 'POST' });
}

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    onSuccess: ({ order }) => putOrder(queryClient, order),
    onError: () => refetchOrders(queryClient),
  });
}
