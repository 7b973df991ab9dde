import { z } from 'zod';
import { productCardSchema } from './product.js';

// Buyers' reviews (PRODUCT.md "Requests for quotation, messages, reviews, notifications"): after delivery a
// buyer reviews each product of the order once; the product's seller replies once; admins remove abusive
// ones with a reason. A product's `rating` is the mean of its reviews, to one decimal, with `reviewCount`.

export const MAX_REVIEW_LENGTH = 2_000;
export const MAX_REMOVAL_REASON_LENGTH = 500;

const STARS_MESSAGE = 'Choose 1 to 5 stars';
const stars = z
  .number({ error: STARS_MESSAGE })
  .int(STARS_MESSAGE)
  .min(1, STARS_MESSAGE)
  .max(5, STARS_MESSAGE);

const reviewText = z
  .string({ error: 'The review must be text' })
  .trim()
  .normalize('NFC')
  .max(MAX_REVIEW_LENGTH, `The review must be at most ${MAX_REVIEW_LENGTH} characters`);

/** A review as the form sends it: `stars` (1–5) and an optional text about one product of the order. */
export const reviewFieldsSchema = z.object({
  productId: z
    .string({ error: 'Choose a product of this order' })
    .trim()
    .min(1, 'Choose a product of this order')
    .max(100, 'Choose a product of this order'),
  stars,
  text: reviewText.default(''),
});
export type ReviewInput = z.input<typeof reviewFieldsSchema>;

/**
 * POST /api/orders/:id/reviews: the form's fields; PRODUCT.md's table calls the stars `rating`, which is taken
 * as well when `stars` is absent.
 */
export const reviewInputSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !('stars' in v) && 'rating' in v
      ? { ...(v as Record<string, unknown>), stars: (v as { rating: unknown }).rating }
      : v,
  reviewFieldsSchema,
);
export type ReviewInputParsed = z.output<typeof reviewFieldsSchema>;

export const reviewReplySchema = z.object({
  text: reviewText.min(1, 'Write a reply'),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** DELETE /api/reviews/:id: the reason, in the body or the query string. */
export const reviewRemovalSchema = z.object({
  reason: z
    .string({ error: 'Say why the review is removed' })
    .trim()
    .min(1, 'Say why the review is removed')
    .max(MAX_REMOVAL_REASON_LENGTH, `At most ${MAX_REMOVAL_REASON_LENGTH} characters`),
});
export const reviewRemovalQuerySchema = reviewRemovalSchema.partial();

export const reviewIdParamsSchema = z.object({ id: z.string().max(100) });

export const reviewSchema = z
  .object({
    _id: z.string(),
    productId: z.string().nullable(),
    /** The buyer's display name (their e-mail is never shown). */
    buyerName: z.string(),
    stars: z.number().int().min(1).max(5),
    text: z.string(),
    /** The seller's one reply, or null. */
    reply: z.object({ text: z.string(), at: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** GET /api/product/:id/reviews: newest first, removed ones left out, with the product's rating. */
export const reviewPageSchema = z
  .object({
    reviews: z.array(reviewSchema),
    rating: z.number(),
    reviewCount: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'ReviewPage' });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** GET /api/orders/:id/reviews: what the order's buyer wrote about its products (removed ones marked). */
export const orderReviewsSchema = z.object({
  reviews: z.array(reviewSchema.extend({ removed: z.boolean() })),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

export const reviewResponseSchema = z.object({ acknowledged: z.literal(true), review: reviewSchema });
export const reviewRemovedSchema = z.object({ acknowledged: z.literal(true) });

/** A seller's public rating: the mean over their products' reviews. */
export const sellerSummarySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    rating: z.number(),
    reviewCount: z.number().int(),
    /** When they joined the shop (ISO); the page shows the years since. */
    memberSince: z.string(),
    /** A verified business (issue 31 item 5). */
    sellerVerified: z.boolean(),
  })
  .meta({ id: 'SellerSummary' });
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

export const sellerPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
});
export type SellerPageQuery = z.infer<typeof sellerPageQuerySchema>;

/** GET /api/sellers/:id: the seller and their approved listings, a page of cards like the catalog's. */
export const sellerPageSchema = z
  .object({
    seller: sellerSummarySchema,
    products: z.array(productCardSchema),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'SellerPage' });
export type SellerPage = z.infer<typeof sellerPageSchema>;

// yearsBetween moved to dates.ts (a seller page needs it without this module's schemas); kept importable here.
export { yearsBetween } from './dates.js';
