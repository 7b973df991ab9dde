import { bulkEditResultSchema, bulkEditSchema, errorResponseSchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { BulkEditService } from './bulk-edit.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

// Issue 30 item 6: the My products table's "Edit prices and stock"; the seller is always the caller.
export const bulkEditRoutes: FastifyPluginAsyncZod<{ bulkEdit: BulkEditService }> = async (
  app,
  { bulkEdit },
) => {
  app.post(
    '/myproducts/bulk-edit',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary:
          'Set the price and stock of up to 200 of your products or variants at once, all or nothing (stock changes are corrections in the stock history)',
        body: bulkEditSchema,
        response: { 200: bulkEditResultSchema, ...errors },
      },
    },
    async (request) => bulkEdit.edit(await requireViewer(request), request.body),
  );
};
