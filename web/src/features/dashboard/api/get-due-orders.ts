import type { DueOrders } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/delivery/due: open orders past or near their promised day (all of them, for an admin). A booking
 * invalidates ['delivery', 'due'] (kept out of lib/query-keys.ts, whose file is in the full entry chunk).
 */
export const dueOrdersQueryOptions = queryOptions({
  queryKey: ['delivery', 'due'] as const,
  queryFn: ({ signal }) => apiFetch<DueOrders>('/api/delivery/due', { signal }),
});

export const useDueOrders = () => useQuery(dueOrdersQueryOptions);
