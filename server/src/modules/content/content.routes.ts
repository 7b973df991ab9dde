import { requireViewer } from '../../http/access.js';
import { errorResponseSchema, siteContentSchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './content.service.js';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "Home page texts (hero and FAQ) and the shop's bKash/Nagad/Rocket merchant numbers",
        response: { 200: siteContentSchema },
      },
    },
    () => content.get(),
  );

  app.put(
    '/admin/content',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary:
          'Replace the hero texts, the FAQ (add, edit, reorder, remove by sending the new list) and the merchant numbers',
        body: siteContentSchema,
        response: {
          200: siteContentSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => content.replace(request.body, await requireViewer(request)),
  );
};
