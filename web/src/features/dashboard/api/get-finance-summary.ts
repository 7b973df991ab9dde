import type { FinanceSummary } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch, apiUrl } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Dhaka days, inclusive; both left out: the server's last 30 days. */
export type FinanceRange = { from?: string; to?: string };

/** GET /api/admin/finance/summary: GMV, commission, refunds, payouts, balances and the trial balance. */
export function financeSummaryQueryOptions(range: FinanceRange) {
  return queryOptions({
    queryKey: queryKeys.admin.financeSummary(range),
    queryFn: ({ signal }) =>
      apiFetch<FinanceSummary>('/api/admin/finance/summary', { query: { ...range }, signal }),
  });
}

export function useFinanceSummary(range: FinanceRange) {
  return useSuspenseQuery(financeSummaryQueryOptions(range));
}

/** The same figures as CSV (a plain link downloads it with the session cookie, in the page's language). */
export const financeSummaryCsvUrl = (range: FinanceRange) =>
  apiUrl('/api/admin/finance/summary.csv', { ...range });
