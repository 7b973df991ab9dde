import {
  errorResponseSchema,
  newsletterBodySchema,
  newsletterResponseSchema,
  subscriberPageSchema,
  userListQuerySchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NewsletterRepo } from './newsletter.repo.js';

export const newsletterRoutes: FastifyPluginAsyncZod<{ repo: NewsletterRepo }> = async (app, { repo }) => {
  app.post(
    '/newsletter',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['content'],
        summary: 'Subscribe an email address to the newsletter (once per address)',
        body: newsletterBodySchema,
        response: { 200: newsletterResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const added = await repo.subscribe(request.body.email.toLowerCase());
      // A second subscription is not an error: the visitor wanted to be subscribed, and is.
      return added
        ? { acknowledged: true as const, message: 'Thank you for subscribing!', alreadySubscribed: false }
        : {
            acknowledged: true as const,
            message: 'You are already subscribed. Thank you!',
            alreadySubscribed: true,
          };
    },
  );

  app.get(
    '/admin/newsletter',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary: 'Newsletter subscribers, newest first, searchable (admin)',
        querystring: userListQuerySchema,
        response: { 200: subscriberPageSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, q } = request.query;
      const rows = await repo.list(q, (page - 1) * limit, limit + 1);
      return {
        subscribers: rows
          .slice(0, limit)
          .map((r) => ({ _id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })),
        page,
        limit,
        hasMore: rows.length > limit,
      };
    },
  );
};
