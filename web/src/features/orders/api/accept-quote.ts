import type { AcceptQuoteInput, AcceptQuoteResult, CheckoutInputParsed } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { rfqKeys } from '@/lib/api/rfq-keys';

/** The checkout form's fields that accepting a quote sends (it keeps no address, and has no lines). */
const acceptBody = (body: CheckoutInputParsed): AcceptQuoteInput => ({
  addressId: body.addressId,
  shippingAddress: body.shippingAddress,
  location: body.location,
  phoneNumber: body.phoneNumber,
  paymentMethod: body.paymentMethod,
  transactionId: body.transactionId,
  advanceMethod: body.advanceMethod,
});

/**
 * POST /api/quotes/:id/accept: one order at the quoted price, sent from the checkout's form (`{ body }`; a
 * repeat answers the same order, so the form's Idempotency-Key is not needed).
 */
export function useAcceptQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: CheckoutInputParsed; key: string }) =>
      apiFetch<AcceptQuoteResult>(`/api/quotes/${encodeURIComponent(quoteId)}/accept`, {
        method: 'POST',
        body: acceptBody(body),
      }),
    // Not awaited (as the checkout's): the caller's onSuccess must run first — it sends the buyer to the gateway
    // or to My Orders — and TanStack Query drops the callbacks of a caller the refetched request unmounted.
    onSettled: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: rfqKeys() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
      ]);
    },
  });
}
