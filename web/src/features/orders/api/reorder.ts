import type { ReorderResult } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { storeCart } from '@/lib/cart/cart-api';

/** POST /api/orders/:id/reorder: the order's lines go back into the cart, at today's prices and rules. */
export function reorder(orderId: string): Promise<ReorderResult> {
  return apiFetch<ReorderResult>(`/api/orders/${encodeURIComponent(orderId)}/reorder`, { method: 'POST' });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    // The answer carries the cart as it is now: the badge and the cart page show it at once.
    onSuccess: ({ cart }) => storeCart(queryClient, cart),
  });
}
