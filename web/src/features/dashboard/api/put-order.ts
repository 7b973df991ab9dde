import type { Order, OrderPage } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

/**
 * Shows a changed order at once wherever it is listed. The row stays on the page it was on (an order just
 * shipped from the Pending filter still shows, now with its Shipped label) and the lists are marked stale, so
 * the next filter, page or visit asks the server again.
 */
export function putOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueriesData<OrderPage>({ queryKey: adminKeys.orders }, (page) =>
    page ? { ...page, orders: page.orders.map((o) => (o._id === order._id ? order : o)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.orders, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats, refetchType: 'none' });
  // The details page also shows the history, which only the server knows.
  void queryClient.invalidateQueries({ queryKey: adminKeys.order(order._id) });
}

/** After a failure part-way the cache may be behind the server: ask again. */
export function refetchOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
}
