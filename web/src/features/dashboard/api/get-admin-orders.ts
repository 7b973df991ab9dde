import { orderListQuerySchema, type OrderListQuery, type OrderPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryFromSearch } from '@/lib/list-query';
import { queryKeys } from '@/lib/query-keys';

/** SEED.md's orders table shows 5 rows per page. */
export const ORDERS_PAGE_SIZE = 5;

export function adminOrdersQueryFromSearch(search: URLSearchParams): OrderListQuery {
  return queryFromSearch(orderListQuerySchema, search, { limit: ORDERS_PAGE_SIZE });
}

/**
 * GET /api/admin/orders: every order, newest first, filtered by status; `q` searches the order id, product
 * name, SKU and the buyer's name, email and phone on the server.
 */
export function getAdminOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderPage> {
  return apiFetch<OrderPage>('/api/admin/orders', { query, signal });
}

export function adminOrdersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.orders.list(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
  });
}

export function useAdminOrders(query: OrderListQuery) {
  return useSuspenseQuery(adminOrdersQueryOptions(query));
}
