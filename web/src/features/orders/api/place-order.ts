import type { Order, OrderInputParsed } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Answer = { acknowledged: true; message: string; insertedId: string; order: Order };

/**
 * POST /api/addorder. The Idempotency-Key is made once per checkout attempt and sent again on a retry, so a
 * request that timed out but went through is not placed twice.
 */
export function placeOrder({ body, key }: { body: OrderInputParsed; key: string }): Promise<Answer> {
  return apiFetch<Answer>('/api/addorder', { method: 'POST', body, headers: { 'Idempotency-Key': key } });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // The stock went down: the product (page, lists) and the buyer's orders show it.
    onSettled: (_answer, _error, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(body.productId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
      ]),
  });
}
