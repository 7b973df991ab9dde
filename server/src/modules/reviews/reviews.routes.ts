import {
  errorResponseSchema,
  orderReviewsSchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewRemovalQuerySchema,
  reviewRemovalSchema,
  reviewRemovedSchema,
  reviewReplySchema,
  reviewResponseSchema,
  sellerPageQuerySchema,
  sellerPageSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import { AppError } from '../../kernel/app-error.js';
import type { ReviewsService } from './reviews.service.js';
import type { SellersService } from './sellers.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['reviews'];
const idParams = z.object({ id: z.string().max(100) });

/** The removal reason from the body or, for clients that send no body with DELETE, the query string. */
function removalReason(body: unknown, query: { reason?: string }): string {
  const parsed = reviewRemovalSchema.safeParse({
    reason: (body as { reason?: unknown } | undefined)?.reason ?? query.reason,
  });
  if (parsed.success) return parsed.data.reason;
  const message = parsed.error.issues[0]?.message ?? 'Say why the review is removed';
  throw new AppError('VALIDATION_FAILED', message, { reason: message });
}

// Buyers' reviews and the public seller page (docs/decisions/0020-buyer-reviews-and-ratings.md).
export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  sellers: SellersService;
}> = async (app, { reviews, sellers }) => {
  app.post(
    '/orders/:id/reviews',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Review a product of your delivered order (1–5 stars, text up to 2,000 characters), once',
        params: idParams,
        body: reviewInputSchema,
        response: { 200: reviewResponseSchema, ...errors },
      },
    },
    async (request) => reviews.write(await requireViewer(request), request.params.id, request.body),
  );

  app.get(
    '/orders/:id/reviews',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'What you wrote about the products of your order',
        params: idParams,
        response: { 200: orderReviewsSchema, ...errors },
      },
    },
    async (request) => reviews.forOrder(await requireViewer(request), request.params.id),
  );

  app.get(
    '/product/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A product's reviews, newest first, with its rating and review count",
        params: idParams,
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => reviews.forProduct(request.params.id, request.query),
  );

  app.post(
    '/reviews/:id/reply',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Reply to a review of your product (the product's seller, once)",
        params: reviewIdParamsSchema,
        body: reviewReplySchema,
        response: { 200: reviewResponseSchema, ...errors },
      },
    },
    async (request) => reviews.reply(await requireViewer(request), request.params.id, request.body.text),
  );

  app.delete(
    '/reviews/:id',
    {
      config: { access: 'staff:reviews' },
      schema: {
        tags,
        summary: 'Remove a review with a reason (body or ?reason=): no longer shown nor counted',
        params: reviewIdParamsSchema,
        body: z.object({ reason: z.unknown().optional() }).nullish(),
        querystring: reviewRemovalQuerySchema,
        response: { 200: reviewRemovedSchema, ...errors },
      },
    },
    async (request) =>
      reviews.remove(
        await requireViewer(request),
        request.params.id,
        removalReason(request.body, request.query),
      ),
  );

  app.get(
    '/sellers/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A seller: name, rating over their reviews, member since, and their approved listings',
        params: idParams,
        querystring: sellerPageQuerySchema,
        response: { 200: sellerPageSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => sellers.page(request.params.id, request.query),
  );
};
