import type { SellerFinance, SellerFinanceOrders, SellerPayouts } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch, apiUrl } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FINANCE_PAGE_SIZE = 20;

/** GET /api/seller/finance: the signed-in seller's balances and next payout (the page lists no entries). */
export const sellerFinanceQueryOptions = queryOptions({
  queryKey: queryKeys.sellerFinance.overview(),
  queryFn: ({ signal }) => apiFetch<SellerFinance>('/api/seller/finance', { query: { limit: 1 }, signal }),
});

export function useSellerFinance() {
  return useSuspenseQuery(sellerFinanceQueryOptions);
}

export type FinanceOrdersQuery = { page: number; month?: string };

/** GET /api/seller/finance/orders: each order's money, newest first (of one month when asked). */
export function financeOrdersQueryOptions(query: FinanceOrdersQuery) {
  return queryOptions({
    queryKey: queryKeys.sellerFinance.orders(query),
    queryFn: ({ signal }) =>
      apiFetch<SellerFinanceOrders>('/api/seller/finance/orders', {
        query: { ...query, limit: FINANCE_PAGE_SIZE },
        signal,
      }),
  });
}

export function useFinanceOrders(query: FinanceOrdersQuery) {
  return useSuspenseQuery(financeOrdersQueryOptions(query));
}

/** GET /api/seller/finance/payouts: the seller's payouts with their references, newest first. */
export function sellerPayoutsQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.sellerFinance.payouts({ page }),
    queryFn: ({ signal }) =>
      apiFetch<SellerPayouts>('/api/seller/finance/payouts', {
        query: { page, limit: FINANCE_PAGE_SIZE },
        signal,
      }),
  });
}

export function useSellerPayouts(page: number) {
  return useSuspenseQuery(sellerPayoutsQueryOptions(page));
}

// The files stream from the server; a plain link sends the session cookie, and the server writes them in the
// language of the `lang` cookie.
export const financeFiles = {
  statement: (month: string, type: 'pdf' | 'csv') =>
    apiUrl(`/api/seller/finance/statement.${type}`, { month }),
  commissionInvoice: (runId: string) =>
    `/api/seller/finance/commission-invoices/${encodeURIComponent(runId)}.pdf`,
};
