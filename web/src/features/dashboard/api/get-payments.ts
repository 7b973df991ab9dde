import {
  paymentLedgerQuerySchema,
  type PaymentLedgerPage,
  type PaymentLedgerQuery,
} from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryFromSearch } from '@/lib/list-query';
import { queryKeys } from '@/lib/query-keys';

export const PAYMENTS_PAGE_SIZE = 20;

/** The ledger's filters and page from the URL; a bad value (a misspelt gateway, `to` before `from`) is dropped. */
export function paymentsQueryFromSearch(search: URLSearchParams): PaymentLedgerQuery {
  return queryFromSearch(paymentLedgerQuerySchema, search, { limit: PAYMENTS_PAGE_SIZE });
}

/**
 * GET /api/admin/payments: the payment ledger, newest first, filtered by gateway, event type and Dhaka days
 * (`from`, `to`, inclusive); `q` finds a checkout or order id or a gateway's payment, transaction or refund id.
 */
export function getPayments(query: PaymentLedgerQuery, signal?: AbortSignal): Promise<PaymentLedgerPage> {
  return apiFetch<PaymentLedgerPage>('/api/admin/payments', { query, signal });
}

export function paymentsQueryOptions(query: PaymentLedgerQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.payments.list(query),
    queryFn: ({ signal }) => getPayments(query, signal),
  });
}

export function usePayments(query: PaymentLedgerQuery) {
  return useSuspenseQuery(paymentsQueryOptions(query));
}
