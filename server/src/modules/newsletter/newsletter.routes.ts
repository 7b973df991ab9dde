import {
  errorResponseSchema,
  newsletterBodySchema,
  newsletterResponseSchema,
  removeSubscriberResponseSchema,
  subscriberIdParamsSchema,
  subscriberPageSchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
  userListQuerySchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { NewsletterService } from './newsletter.service.js';

const adminErrors = { 401: errorResponseSchema, 403: errorResponseSchema };

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
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
      const added = await newsletter.subscribe(request.body.email);
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

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['content'],
        summary: 'Leave the newsletter with the signed token of an unsubscribe link (/unsubscribe?token=…)',
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const email = await newsletter.unsubscribe(request.body.token);
      return {
        acknowledged: true as const,
        message: `${email} is unsubscribed from the newsletter.`,
        email,
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
        response: { 200: subscriberPageSchema, ...adminErrors },
      },
    },
    (request) => newsletter.page(request.query),
  );

  app.delete(
    '/admin/newsletter/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary: 'Remove a subscriber from the newsletter (admin)',
        params: subscriberIdParamsSchema,
        response: { 200: removeSubscriberResponseSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await newsletter.remove(await requireViewer(request), request.params.id),
      message: 'The subscriber is removed.',
    }),
  );
};
