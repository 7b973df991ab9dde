import { errorResponseSchema, searchSuggestQuerySchema, searchSuggestionsSchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../http/send-cached.js';
import type { CatalogCache } from '../catalog-cache/catalog-cache.js';
import type { SuggestService } from './suggest.service.js';

type Options = { suggest: SuggestService; cache: CatalogCache };

export const suggestRoutes: FastifyPluginAsyncZod<Options> = async (app, { suggest, cache }) => {
  app.get(
    '/search/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary:
          'Suggestions as you type (2 characters or more): products, brands and categories, in the caller’s language',
        querystring: searchSuggestQuerySchema,
        response: { 200: searchSuggestionsSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Cached as catalog pages are (what is on sale changes them), per language.
      const { lang } = request;
      const q = request.query.q.toLowerCase();
      reply.header('vary', 'accept-language, cookie');
      return sendCached(
        request,
        reply,
        await cache.get(`suggest:${lang}:${q}`, () => suggest.suggest(q, lang)),
      );
    },
  );
};
