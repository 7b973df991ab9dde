import type { Order, OrderRefund, OrderStatus, PaymentEvent } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The contract validates this answer on the server (orders.routes.ts) but exports no type for it yet.
export type OrderHistoryEntry = { status: OrderStatus; at: string };
/**
 * `payments`: the payment events of the order's checkout (initiated, completed, refunded…), oldest first;
 * `refunds`: the refunds an administrator issued on it (issue 29).
 */
export type OrderDetails = {
  order: Order;
  history: OrderHistoryEntry[];
  payments: PaymentEvent[];
  refunds?: OrderRefund[];
};

/** GET /api/orders/:id: one order with every status it went through and when, and its payment events. */
export function getOrderDetails(id: string, signal?: AbortSignal): Promise<OrderDetails> {
  return apiFetch<OrderDetails>(`/api/orders/${encodeURIComponent(id)}`, { signal });
}

export function orderDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.orders.detail(id),
    queryFn: ({ signal }) => getOrderDetails(id, signal),
  });
}

export function useOrderDetails(id: string) {
  return useSuspenseQuery(orderDetailsQueryOptions(id));
}
