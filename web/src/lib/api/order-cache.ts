import type { Order, OrderPage } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * Shows a changed order at once wherever the dashboard lists it. The row stays on the page it was on (an order
 * just shipped from the Pending filter still shows, now with its Shipped label) and the lists are marked stale,
 * so the next filter, page or visit asks the server again. Nothing happens for a visitor with no admin lists.
 */
export function putOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueriesData<OrderPage>({ queryKey: queryKeys.admin.orders.lists() }, (page) =>
    page ? { ...page, orders: page.orders.map((o) => (o._id === order._id ? order : o)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.lists(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats(), refetchType: 'none' });
  // The details page also shows the history, which only the server knows.
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.detail(order._id) });
}

/** After a failure part-way the dashboard's cache may be behind the server: ask again. */
export function refetchOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() });
}
