import type { CheckoutInputParsed, CheckoutResult } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/checkout: the whole cart, or `items` for a one-line Buy now, placed at once as one order per
 * seller. The Idempotency-Key is made once per attempt and sent again on a retry, so a request that timed out
 * but went through is not placed twice.
 */
export function placeCheckout({
  body,
  key,
}: {
  body: CheckoutInputParsed;
  key: string;
}): Promise<CheckoutResult> {
  return apiFetch<CheckoutResult>('/api/checkout', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}

export function usePlaceCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCheckout,
    // Stock went down, bought lines left the cart, new orders exist; a new saved address may have been kept.
    // Not awaited: the caller's onSuccess must run first (it shows the placed orders), or the emptied cart's
    // refetch would unmount the form, and TanStack Query drops the callbacks of an unmounted caller.
    // Paid on invoice, the company's credit left (Buy for's and the credit page's) is less.
    onSettled: (_result, _error, { body }) => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.addresses() }),
        ...(body.paymentMethod === 'invoice'
          ? [queryClient.invalidateQueries({ queryKey: ['companies'] })]
          : []),
      ]);
    },
  });
}
