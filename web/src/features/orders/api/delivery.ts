import type { Courier, DueOrders, Tracking } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/orders/:id/tracking: the courier, tracking code and status history. */
export const trackingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.tracking(id),
    queryFn: ({ signal }) => apiFetch<Tracking>(`/api/orders/${id}/tracking`, { signal }),
  });

export const useTracking = (id: string, enabled: boolean) =>
  useQuery({ ...trackingQueryOptions(id), enabled });

/** GET /api/delivery/couriers: the couriers this shop can book. */
export const useCouriers = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.delivery.couriers(),
    queryFn: ({ signal }) => apiFetch<{ couriers: Courier[] }>('/api/delivery/couriers', { signal }),
    staleTime: Infinity,
    enabled,
  }).data?.couriers ?? [];

/** GET /api/delivery/due: the caller's open orders past or near their promise. */
export const dueOrdersQueryOptions = queryOptions({
  queryKey: queryKeys.delivery.due(),
  queryFn: ({ signal }) => apiFetch<DueOrders>('/api/delivery/due', { signal }),
});

/** POST /api/orders/:id/shipment: book the order with a courier; every order list refreshes. */
export function useBookShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, courier }: { id: string; courier: Courier }) =>
      apiFetch<Tracking>(`/api/orders/${id}/shipment`, { method: 'POST', body: { courier } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.delivery.all() }),
      ]),
  });
}
