import type { OrderPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const MY_ORDERS_PAGE_SIZE = 10;

/** GET /api/myorder: the signed-in buyer's own orders, newest first. */
export function myOrdersQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.orders.mine({ page }),
    queryFn: ({ signal }) =>
      apiFetch<OrderPage>('/api/myorder', { query: { page, limit: MY_ORDERS_PAGE_SIZE }, signal }),
  });
}

export function useMyOrders(page: number) {
  return useSuspenseQuery(myOrdersQueryOptions(page));
}
