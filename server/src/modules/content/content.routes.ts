import { errorResponseSchema, siteContentSchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentRepo } from './content.repo.js';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentRepo }> = async (app, { content }) => {
  app.get(
    '/content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Home page texts: hero and FAQ',
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
        summary: 'Replace the hero texts and the FAQ (add, edit, reorder, remove by sending the new list)',
        body: siteContentSchema,
        response: {
          200: siteContentSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await content.put(request.body);
      return content.get();
    },
  );
};
