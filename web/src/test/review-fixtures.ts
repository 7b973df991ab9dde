import type { Review, ReviewPage } from '@bulkbazar/contract';
import { jsonResponse } from './fetch-mock';

/** GET /api/product/:id/reviews? */
export const isReviewsRequest = (url: URL, init?: RequestInit) =>
  (init?.method ?? 'GET') === 'GET' && /^\/api\/product\/[^/]+\/reviews$/.test(url.pathname);

/** One page of reviews as the API answers it. */
export const reviewPage = (reviews: Review[] = [], more: Partial<ReviewPage> = {}): ReviewPage => ({
  reviews,
  rating: 0,
  reviewCount: reviews.length,
  page: 1,
  limit: 10,
  hasMore: false,
  ...more,
});

/** A fetch handler that answers the product page's reviews with none, and everything else with `handler`. */
export const withNoReviews =
  (handler: (url: URL, init?: RequestInit) => Response | Promise<Response>) =>
  (url: URL, init?: RequestInit) =>
    isReviewsRequest(url, init) ? jsonResponse(reviewPage()) : handler(url, init);

let sequence = 0;
export function makeReview(overrides: Partial<Review> = {}): Review {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    productId: 'p-1',
    buyerName: 'Rahima Begum',
    stars: 4,
    text: 'Good quality, well packed.',
    reply: null,
    createdAt: '2026-11-20T06:00:00.000Z',
    ...overrides,
  };
}
