import {
  commissionRulesInputSchema,
  commissionRulesSchema,
  errorResponseSchema,
  myCommissionQuerySchema,
  myCommissionSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { CommissionService } from './commission.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The commission rules (Dashboard → Finance → Commission) and the rate a seller's product pays. */
export const commissionRoutes: FastifyPluginAsyncZod<{ commission: CommissionService }> = async (
  app,
  { commission },
) => {
  app.get(
    '/admin/finance/commission',
    {
      config: { access: 'staff:commission' },
      schema: {
        tags: ['finance'],
        summary:
          'The commission rules: the default percentage and fixed fee per order, each category’s percentage, seller overrides',
        response: { 200: commissionRulesSchema, ...errors },
      },
    },
    () => commission.get(),
  );

  app.put(
    '/admin/finance/commission',
    {
      config: { access: 'staff:commission' },
      schema: {
        tags: ['finance'],
        summary:
          'Replace the commission rules (new orders take them; placed orders keep the rule they were placed under)',
        body: commissionRulesInputSchema,
        response: { 200: commissionRulesSchema, ...errors },
      },
    },
    async (request) => commission.put(await requireViewer(request), request.body),
  );

  app.get(
    '/me/commission',
    {
      config: { access: 'user' },
      schema: {
        tags: ['finance'],
        summary:
          'The commission that would apply now to your product in a category: percentage, fixed fee per order, VAT on it',
        querystring: myCommissionQuerySchema,
        response: { 200: myCommissionSchema, ...errors },
      },
    },
    async (request) => commission.mine(await requireViewer(request), request.query.category),
  );
};
