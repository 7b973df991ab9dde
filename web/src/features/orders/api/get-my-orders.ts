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

/** How often My Orders asks again while a returned payment waits for the gateway's confirmation. */
const POLL_MS = 5_000;

/** The page, read again every few seconds while `pollWhile` says so of the last answer. */
export function useMyOrders(page: number, pollWhile?: (data: OrderPage) => boolean) {
  return useSuspenseQuery({
    ...myOrdersQueryOptions(page),
    refetchInterval: ({ state }) => (pollWhile && state.data && pollWhile(state.data) ? POLL_MS : false),
  });
}
