import {
  companyIdParamsSchema,
  creditApplicationInputSchema,
  creditApplicationResponseSchema,
  creditInvoiceListSchema,
  errorResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { CreditService } from './credit.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['credit'];

// A company's trade credit (issue 31 item 4, decision 0042): a non-member finds no company (404); the invoices
// are the owner's, finance's and approvers' (a buyer: 404 too). Paying them online: credit-payments.routes.ts.
export const creditRoutes: FastifyPluginAsyncZod<{ credit: CreditService }> = async (app, { credit }) => {
  app.post(
    '/companies/:id/credit-application',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Apply for trade credit (owner or finance; one open application at a time)',
        params: companyIdParamsSchema,
        body: creditApplicationInputSchema,
        response: { 201: creditApplicationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await credit.apply(await requireViewer(request), request.params.id, request.body)),
  );

  app.get(
    '/companies/:id/invoices',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          "The company's credit line, its application waiting for the operator, and invoices (due date, amounts, status, PO number)",
        params: companyIdParamsSchema,
        response: { 200: creditInvoiceListSchema, ...errors },
      },
    },
    async (request) => credit.invoices(await requireViewer(request), request.params.id),
  );
};
