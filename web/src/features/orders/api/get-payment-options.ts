import { paymentOptionsSchema, type PaymentOptions } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Cash on delivery and the manual methods only: what a checkout offers while the options are not known. */
export const NO_ONLINE_PAYMENTS: PaymentOptions = { online: [], codAdvance: null, holdMinutes: 0 };

/**
 * GET /api/payments/options: the online methods the server has gateways for, the cash-on-delivery advance
 * rule and how long an online checkout's stock is held. Checked against the contract (the checkout's code
 * has zod already): an answer of another shape offers nothing online rather than breaking the form.
 */
export const paymentOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.paymentOptions(),
  queryFn: ({ signal }) =>
    apiFetch<PaymentOptions>('/api/payments/options', { signal, schema: paymentOptionsSchema }),
});

/**
 * The options, or none while they load or when their read failed: the online methods only add choices, so
 * the checkout goes on without them (the server refuses an online method it does not offer anyway).
 */
export function usePaymentOptions(): PaymentOptions {
  return useQuery(paymentOptionsQueryOptions).data ?? NO_ONLINE_PAYMENTS;
}
