import {
  errorResponseSchema,
  productIdParamsSchema,
  stockAdjustmentResponseSchema,
  stockAdjustmentSchema,
  stockHistoryPageSchema,
  stockHistoryQuerySchema,
  stockSummarySchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { StockService } from './stock.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

// Issue 30 item 7: the seller's stock adjustments with a reason, and the history of every move.
export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  app.post(
    '/products/:id/stock-adjustments',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['listings'],
        summary:
          'Add or take away stock with a reason (received, damaged, returned, correction); a variant product names its variant',
        params: productIdParamsSchema,
        body: stockAdjustmentSchema,
        response: { 200: stockAdjustmentResponseSchema, ...errors },
      },
    },
    async (request) => stock.adjust(await requireViewer(request), request.params.id, request.body),
  );

  app.get(
    '/myproducts/stock-summary',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary:
          "Your stock's value (stock × unit price, in poisha) and what runs low: products or variants at or under their low-stock alert",
        response: { 200: stockSummarySchema, ...errors },
      },
    },
    async (request) => stock.summary(await requireViewer(request)),
  );

  app.get(
    '/products/:id/stock-history',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['listings'],
        summary:
          "A listing's stock movements, newest first (its seller or an admin): who, when, why, before and after",
        params: productIdParamsSchema,
        querystring: stockHistoryQuerySchema,
        response: { 200: stockHistoryPageSchema, ...errors },
      },
    },
    async (request) => stock.history(await requireViewer(request), request.params.id, request.query),
  );
};
