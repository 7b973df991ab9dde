import {
  addProductResponseSchema,
  deleteProductResponseSchema,
  errorResponseSchema,
  myProductsQuerySchema,
  productIdParamsSchema,
  productInputSchema,
  productPageSchema,
  productResponseSchema,
  productUpdateSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { ListingsService } from './listings.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

// SEED.md's seller calls, kept at their paths; the seller is always the caller.
export const listingsRoutes: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  { listings },
) => {
  app.post(
    '/addproduct',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary: 'List a product (goes to review as pending)',
        body: productInputSchema,
        response: { 200: addProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const insertedId = await listings.create(await requireViewer(request), request.body);
      return { acknowledged: true as const, message: 'Product added successfully.', insertedId };
    },
  );

  app.patch(
    '/update/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['listings'],
        summary:
          'Edit a listing (its seller or an admin); content edits send an approved listing back to review',
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: {
          200: productResponseSchema.extend(
            addProductResponseSchema.pick({ acknowledged: true, message: true }).shape,
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const product = await listings.update(await requireViewer(request), request.params.id, request.body);
      return { acknowledged: true as const, message: 'Product updated successfully', product };
    },
  );

  app.delete(
    '/delete/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['listings'],
        summary: 'Delete a listing (its seller or an admin); its orders keep their snapshot',
        params: productIdParamsSchema,
        response: { 200: deleteProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const deletedCount = await listings.remove(await requireViewer(request), request.params.id);
      return { acknowledged: true as const, deletedCount, message: 'Product deleted successfully' };
    },
  );

  app.get(
    '/myproducts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary: 'Your listings in every status, with rejection reasons',
        querystring: myProductsQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    async (request) => listings.mine(await requireViewer(request), request.query.page, request.query.limit),
  );
};
