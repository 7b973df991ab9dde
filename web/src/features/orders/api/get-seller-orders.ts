import type { OrderPage, OrderStatus } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SELLER_ORDERS_PAGE_SIZE = 20;

export type SellerOrdersQuery = { page: number; status?: OrderStatus };

/** GET /api/seller/orders: orders buyers placed for the caller's products, newest first. */
export function sellerOrdersQueryOptions({ page, status }: SellerOrdersQuery) {
  return queryOptions({
    queryKey: queryKeys.orders.seller({ page, status }),
    queryFn: ({ signal }) =>
      apiFetch<OrderPage>('/api/seller/orders', {
        query: { page, limit: SELLER_ORDERS_PAGE_SIZE, status },
        signal,
      }),
  });
}

export function useSellerOrders(query: SellerOrdersQuery) {
  return useSuspenseQuery(sellerOrdersQueryOptions(query));
}
