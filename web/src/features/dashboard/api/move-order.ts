import type { Order, OrderStatus } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putOrder, refetchOrders } from './put-order';

type Answer = { acknowledged: true; message: string; order: Order };

/**
 * POST /api/orders/:id/status {status}: one step of pending → processing → shipped → delivered; any other
 * move answers 409 INVALID_TRANSITION.
 */
export function moveOrder(id: string, status: OrderStatus): Promise<Answer> {
  return apiFetch<Answer>(`/api/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
  });
}

/** 'Mark shipped': the server moves one step at a time, so a pending order goes through processing first. */
export async function markShipped(order: Order): Promise<Order> {
  let current = order;
  if (current.orderStatus === 'pending') current = (await moveOrder(current._id, 'processing')).order;
  if (current.orderStatus === 'processing') current = (await moveOrder(current._id, 'shipped')).order;
  return current;
}

export async function markDelivered(order: Order): Promise<Order> {
  return (await moveOrder(order._id, 'delivered')).order;
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
