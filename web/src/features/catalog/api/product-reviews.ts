import type { ReviewPage } from '@bulkbazar/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const PAGE_SIZE = 10;

/** Under 'products': whatever refreshes the catalog (a review written on My Orders, say) refreshes these too. */
export const productReviewsKey = (productId: string) => ['products', 'reviews', productId] as const;

/** GET /api/product/:id/reviews, page after page ('Show more reviews'), newest first. */
export function productReviewsQueryOptions(productId: string) {
  return infiniteQueryOptions({
    queryKey: productReviewsKey(productId),
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
