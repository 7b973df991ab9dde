import type { DashboardStats } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/stats: totals, 30 days of revenue and orders, recent orders and top sellers (SQL aggregates). */
export function getStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiFetch<DashboardStats>('/api/admin/stats', { signal });
}

export const statsQueryOptions = queryOptions({
  queryKey: queryKeys.admin.stats(),
  queryFn: ({ signal }) => getStats(signal),
});

export function useStats() {
  return useSuspenseQuery(statsQueryOptions);
}
