import type { Tracking } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/orders/:id/tracking: the courier, tracking code and status history. Its key hangs under the orders
 * branch (kept out of lib/query-keys.ts, whose file is in the full entry chunk), so a booking refreshes it.
 */
export const trackingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.orders.all(), 'tracking', id] as const,
    queryFn: ({ signal }) => apiFetch<Tracking>(`/api/orders/${id}/tracking`, { signal }),
  });

export const useTracking = (id: string, enabled: boolean) =>
  useQuery({ ...trackingQueryOptions(id), enabled });
