import { errorResponseSchema, pendingCreditApplicationsSchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CreditApplicationsRepo } from './credit-applications.repo.js';

/**
 * GET /api/admin/credit/applications: the credit applications waiting for the operator (Dashboard → Credit
 * book). The same `payments` permission as the rest of the credit book (decision 0042).
 */
export const creditApplicationsRoutes: FastifyPluginAsyncZod<{
  creditApplications: Pick<CreditApplicationsRepo, 'pending'>;
}> = async (app, { creditApplications }) => {
  app.get(
    '/admin/credit/applications',
    {
      config: { access: 'staff:payments' as const },
      schema: {
        tags: ['credit'],
        summary:
          'Credit applications waiting for a decision: company, asked limit and terms, note, who applied',
        response: {
          200: pendingCreditApplicationsSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ applications: await creditApplications.pending() }),
  );
};
