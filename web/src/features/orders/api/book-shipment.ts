import type { Courier, Tracking } from '@bulkbazar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Delivery keys are written where they are read (lib/query-keys.ts is in the full entry chunk).
const couriersKey = ['delivery', 'couriers'] as const;

/** GET /api/delivery/couriers: the couriers this shop can book. */
export const useCouriers = (enabled: boolean) =>
  useQuery({
    queryKey: couriersKey,
    queryFn: ({ signal }) => apiFetch<{ couriers: Courier[] }>('/api/delivery/couriers', { signal }),
    staleTime: Infinity,
    enabled,
  }).data?.couriers ?? [];

/** POST /api/orders/:id/shipment: book the order with a courier; the order lists and promises refresh. */
export function useBookShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, courier }: { id: string; courier: Courier }) =>
      apiFetch<Tracking>(`/api/orders/${id}/shipment`, { method: 'POST', body: { courier } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() }),
        queryClient.invalidateQueries({ queryKey: ['delivery', 'due'] }),
      ]),
  });
}
