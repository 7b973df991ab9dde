import type { Review } from '@bulkbazar/contract';
import type { ReviewRow } from './reviews.repo.js';

/** Database row → the API's Review (the buyer by display name only). */
export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    buyerName: row.buyerName,
    stars: row.stars,
    text: row.text,
    reply: row.reply !== null && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
