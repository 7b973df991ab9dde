import type { ReviewInputParsed, ReviewListQuery, ReviewPage } from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import { isUniqueViolation } from '../../kernel/db-errors.js';
import { isUuid } from '../../kernel/ids.js';
import { fetchLimit, pageOffset, toPage } from '../../kernel/pagination.js';
import type { Viewer } from '../../kernel/viewer.js';
import { toReview } from './review-mapper.js';
import type { ReviewsRepo } from './reviews.repo.js';

const orderNotFound = () => notFound('Order');
const reviewNotFound = () => notFound('Review');

/**
 * Reviews (docs/decisions/0020-buyer-reviews-and-ratings.md). Only an order's buyer reviews it, only once it
 * is delivered, each product of it once; to anyone else the order does not exist (404). Writing or removing a
 * review changes its product's rating, which catalog answers show, so both tell the catalog.
 */
export function createReviewsService(repo: ReviewsRepo, catalog: CatalogEvents, now: () => Date) {
  /** The viewer's own order (404 for anyone else's, or none). */
  async function ownOrder(viewer: Viewer, orderId: string) {
    const order = isUuid(orderId) ? await repo.order(orderId) : undefined;
    if (!order || order.buyerId !== viewer.id) throw orderNotFound();
    return order;
  }

  return {
    async write(viewer: Viewer, orderId: string, input: ReviewInputParsed) {
      const order = await ownOrder(viewer, orderId);
      if (order.status !== 'delivered')
        throw new AppError('CONFLICT', 'You can review an order once it is delivered');
      const line = isUuid(input.productId) ? await repo.line(order.id, input.productId) : undefined;
      if (!line) {
        const message = 'Choose a product of this order';
        throw new AppError('NOT_FOUND', message, { productId: message });
      }
      let id: string;
      try {
        id = await repo.transaction(async (tx) => {
          const inserted = await tx.insert({
            orderId: order.id,
            productId: line.productId,
            sellerId: line.sellerId,
            buyerId: viewer.id,
            stars: input.stars,
            text: input.text,
          });
          await tx.count(line.productId, line.sellerId, input.stars, 1);
          return inserted;
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'You have already reviewed this product for this order');
        throw err;
      }
      catalog.changed('product-rated');
      return { acknowledged: true as const, review: toReview((await repo.find(id))!) };
    },

    /**
     * A product's reviews on show (removed ones left out). Reviews are public whatever the listing's status
     * now: a product back in review still shows its reviews to its seller and admins on its page.
     */
    async forProduct(productId: string, q: ReviewListQuery): Promise<ReviewPage> {
      const product = isUuid(productId) ? await repo.product(productId) : undefined;
      if (!product) throw notFound('Product');
      const rows = await repo.forProduct(product.id, pageOffset(q), fetchLimit(q.limit));
      return {
        ...toPage('reviews', rows, q, toReview),
        rating: product.rating,
        reviewCount: product.reviewCount,
      };
    },

    /** What the buyer wrote about an order's products (for My Orders). */
    async forOrder(viewer: Viewer, orderId: string) {
      const order = await ownOrder(viewer, orderId);
      const rows = await repo.forOrder(order.id);
      return { reviews: rows.map((r) => ({ ...toReview(r), removed: r.removedAt !== null })) };
    },

    /** The product's seller answers a review, once. */
    async reply(viewer: Viewer, reviewId: string, text: string) {
      const review = isUuid(reviewId) ? await repo.find(reviewId) : undefined;
      if (!review || review.removedAt) throw reviewNotFound();
      if (review.sellerId !== viewer.id)
        throw new AppError('FORBIDDEN', 'Only the seller of this product can reply to its reviews');
      if (!(await repo.reply(review.id, text, now())))
        throw new AppError('CONFLICT', 'This review has a reply already');
      return { acknowledged: true as const, review: toReview((await repo.find(review.id))!) };
    },

    /** An admin removes a review with a reason: it is no longer shown nor counted. */
    async remove(viewer: Viewer, reviewId: string, reason: string) {
      if (!isUuid(reviewId)) throw reviewNotFound();
      const removed = await repo.transaction(async (tx) => {
        const row = await tx.remove(reviewId, reason, viewer.id, now());
        if (row) await tx.count(row.productId, row.sellerId, row.stars, -1);
        const after = { removed: true, reason };
        if (row)
          await tx.audit(viewer, {
            action: 'review.remove',
            target: { type: 'review', id: reviewId },
            before: { removed: false },
            after,
          });
        return row;
      });
      if (!removed) throw reviewNotFound();
      catalog.changed('product-rated');
      return { acknowledged: true as const };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
