import type { Order, OrderStatus } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putOrder, refetchOrders } from '@/lib/api/order-cache';

type Answer = { acknowledged: true; message: string; order: Order };

/**
 * POST /api/orders/:id/status {status, from}: forward along pending → processing → shipped → delivered (an
 * admin may skip steps) from `from`, the status shown; any other move, or an order that has moved since,
 * answers 409 INVALID_TRANSITION.
 */
export function moveOrder(id: string, status: OrderStatus, from: OrderStatus): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status, from },
  });
}

/** SEED.md's 'Mark shipped' on a pending or processing order: one move (admins may skip forward). */
export async function markShipped(order: Order): Promise<Order> {
  return (await moveOrder(order._id, 'shipped', order.orderStatus)).order;
}

export async function markDelivered(order: Order): Promise<Order> {
  return (await moveOrder(order._id, 'delivered', order.orderStatus)).order;
}

export function useMarkShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markShipped,
    onSuccess: (order) => putOrder(queryClient, order),
    onError: () => refetchOrders(queryClient),
  });
}

export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDelivered,
    onSuccess: (order) => putOrder(queryClient, order),
    onError: () => refetchOrders(queryClient),
  });
}
