import type { DeliveryRates, DueOrders } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/delivery-rates: the charge table (weight bands × zones). */
export const deliveryRatesQueryOptions = queryOptions({
  queryKey: queryKeys.admin.deliveryRates(),
  queryFn: ({ signal }) => apiFetch<DeliveryRates>('/api/admin/delivery-rates', { signal }),
});

export const useDeliveryRates = () => useQuery(deliveryRatesQueryOptions);

/** PUT /api/admin/delivery-rates: the whole table; carts re-price with it on their next read. */
export function useSaveDeliveryRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: DeliveryRates) =>
      apiFetch<DeliveryRates>('/api/admin/delivery-rates', { method: 'PUT', body: rates }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(deliveryRatesQueryOptions.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
    },
  });
}

/** GET /api/delivery/due: open orders past or near their promised day (all of them, for an admin). */
export const dueOrdersQueryOptions = queryOptions({
  queryKey: queryKeys.delivery.due(),
  queryFn: ({ signal }) => apiFetch<DueOrders>('/api/delivery/due', { signal }),
});

export const useDueOrders = () => useQuery(dueOrdersQueryOptions);
