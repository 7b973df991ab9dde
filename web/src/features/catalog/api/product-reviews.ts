import type { ReviewPage } from '@bulkbazar/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reviewKeys } from '@/lib/api/review-keys';

const PAGE_SIZE = 10;

/** GET /api/product/:id/reviews, page after page ('Show more reviews'), newest first. */
export function productReviewsQueryOptions(productId: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.product(productId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ReviewPage>(`/api/product/${encodeURIComponent(productId)}/reviews`, {
        query: { page: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export const useProductReviews = (productId: string) =>
  useInfiniteQuery(productReviewsQueryOptions(productId));
