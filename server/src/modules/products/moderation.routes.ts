import { requireViewer } from '../../http/access.js';
import {
  adminProductsQuerySchema,
  errorResponseSchema,
  productIdParamsSchema,
  productPageSchema,
  productResponseSchema,
  rejectBodySchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModerationAction, ModerationService } from './moderation.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.get(
    '/admin/products',
    {
      config: { access: 'staff:listings' },
      schema: {
        tags: ['moderation'],
        summary: 'All listings for review: pending first',
        querystring: adminProductsQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    (request) => moderation.list(request.query),
  );

  app.post(
    '/admin/products/:id/reject',
    {
      config: { access: 'staff:listings' },
      schema: {
        tags: ['moderation'],
        summary: 'Reject a pending listing with a reason the seller sees',
        params: productIdParamsSchema,
        body: rejectBodySchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    async (request) => ({
      product: await moderation.act(
        await requireViewer(request),
        request.params.id,
        'reject',
        request.body.reason,
      ),
    }),
  );

  const simple: [Exclude<ModerationAction, 'reject'>, string][] = [
    ['approve', 'Approve a pending (or rejected) listing: it goes public'],
    ['block', 'Take an approved listing off the shop'],
    ['unblock', 'Put a blocked listing back on the shop'],
    ['requeue', 'Undo an approve or a reject: the listing is pending again, off the shop, reason cleared'],
  ];
  for (const [action, summary] of simple) {
    app.post(
      `/admin/products/:id/${action}`,
      {
        config: { access: 'staff:listings' },
        schema: {
          tags: ['moderation'],
          summary,
          params: productIdParamsSchema,
          response: { 200: productResponseSchema, ...errors },
        },
      },
      async (request) => ({
        product: await moderation.act(await requireViewer(request), request.params.id, action),
      }),
    );
  }
};
