import {
  CATEGORIES,
  categoriesResponseSchema,
  errorResponseSchema,
  featuredProductsSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  catalogPageSchema,
  productSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogCache } from '../catalog-cache/catalog-cache.js';
import { keysByQuery, sendCachedAnswer } from '../../http/send-cached.js';
import type { ListingsService } from './listings.service.js';
import type { ProductsService } from './products.service.js';

type Options = { service: ProductsService; listings: ListingsService; cache: CatalogCache };

export const productsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, listings, cache }) => {
  const lists = keysByQuery(cache, 'list');
  const facets = keysByQuery(cache, 'facets');
  app.get(
    '/products',
    {
      config: { access: 'public' },
      onRequest: lists.early,
      schema: {
        tags: ['catalog'],
        summary:
          'Approved products, by page or cursor (nextCursor), with search, category, price range and sort',
        querystring: productListQuerySchema,
        response: { 200: catalogPageSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, cache, lists.keyOf(request), () => service.listCatalog(request.query)),
  );

  app.get(
    '/products/facets',
    {
      config: { access: 'public' },
      onRequest: facets.early,
      schema: {
        tags: ['catalog'],
        summary:
          'Counts beside search results: by category, brand, price band (fixed taka bands) and seller, for the same q and filters as GET /api/products',
        querystring: productFacetsQuerySchema,
        response: { 200: productFacetsSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, cache, facets.keyOf(request), () => service.facets(request.query)),
  );

  app.get(
    '/products/featured',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Home page products: at most 7, one per category, newest first',
        response: { 200: featuredProductsSchema },
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, cache, 'featured', async () => ({
        products: await service.featured(),
      })),
  );

  app.get(
    '/product/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary:
          'One product: approved ones for everyone; pending, rejected or blocked ones for their seller and admins',
        params: productIdParamsSchema,
        response: { 200: productSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      listings.view(await request.viewer(), request.params.id, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary:
          'The eight categories (SEED.md’s seven, then Food & Groceries) with their slugs, in menu order',
        response: { 200: categoriesResponseSchema },
      },
    },
    async () => ({ categories: CATEGORIES.map((c) => ({ slug: c.slug, name: c.name })) }),
  );
};
