import type { DeliveryRates } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/delivery-rates: the charge table (weight bands × zones). Its key hangs under the admin branch
 * (kept out of lib/query-keys.ts, whose file is in the full entry chunk).
 */
export const deliveryRatesQueryOptions = queryOptions({
  queryKey: [...queryKeys.admin.all(), 'delivery-rates'] as const,
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
