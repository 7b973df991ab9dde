import type { OrderReviews, ReviewInput } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const orderReviewsKey = (orderId: string) => ['orders', 'reviews', orderId] as const;

/** GET /api/orders/:id/reviews: what the buyer wrote about a delivered order's products. */
export function orderReviewsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderReviewsKey(orderId),
    queryFn: ({ signal }) =>
      apiFetch<OrderReviews>(`/api/orders/${encodeURIComponent(orderId)}/reviews`, { signal }),
  });
}

export const useOrderReviews = (orderId: string) => useQuery(orderReviewsQueryOptions(orderId));

/**
 * POST /api/orders/:id/reviews. The product's rating changes, so the catalog's entries (cards, the product page,
 * its reviews) refresh along with the order's reviews.
 */
export function useWriteReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewInput) =>
      apiFetch(`/api/orders/${encodeURIComponent(orderId)}/reviews`, { method: 'POST', body: review }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderReviewsKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
      ]),
  });
}
