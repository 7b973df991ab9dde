import type { OrderRefunds, RefundBody, RefundResponse } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Under the admin tree, so a change that refetches everything an admin sees refetches this too. */
const refundsKey = (orderId: string) => [...queryKeys.admin.all(), 'refunds', orderId] as const;

/** GET /api/admin/orders/:id/refunds: the refunds, what may still be refunded, and how it would go back. */
export function orderRefundsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: refundsKey(orderId),
    queryFn: ({ signal }) =>
      apiFetch<OrderRefunds>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, { signal }),
  });
}

export function useOrderRefunds(orderId: string) {
  return useQuery(orderRefundsQueryOptions(orderId));
}

/** A key for one refund the admin is filling in: a resent request (a retry after no answer) is the same refund. */
export function newRefundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /api/admin/orders/:id/refunds with its Idempotency-Key: through the order's gateway, or recorded by hand
 * with the reference of the money sent. The order's page (its refunds and refunded amount) is read again after.
 */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundBody; key: string }) =>
      apiFetch<RefundResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundsKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.lists(), refetchType: 'none' }),
      ]),
  });
}

/**
 * A refund whose gateway answer never came: SSLCommerz's sent again (…/retry, the same refund), bKash's recorded
 * from its merchant panel (…/resolve: refunded with its transaction id, or not).
 */
export function useSettleRefund(orderId: string) {
  const queryClient = useQueryClient();
  const base = `/api/admin/orders/${encodeURIComponent(orderId)}/refunds`;
  return useMutation({
    mutationFn: ({
      refundId,
      resolve,
    }: {
      refundId: string;
      resolve?: { refunded: boolean; reference?: string };
    }) =>
      apiFetch<RefundResponse>(`${base}/${encodeURIComponent(refundId)}/${resolve ? 'resolve' : 'retry'}`, {
        method: 'POST',
        ...(resolve ? { body: resolve } : {}),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundsKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.detail(orderId) }),
      ]),
  });
}
