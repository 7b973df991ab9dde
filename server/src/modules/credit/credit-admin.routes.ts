import {
  companyIdParamsSchema,
  creditAgingSchema,
  creditBookSchema,
  creditLineResponseSchema,
  creditSettingInputSchema,
  errorResponseSchema,
  invoicePaymentRecordSchema,
  invoicePaymentResultSchema,
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
};
const tags = ['credit'];
// The credit book is money the platform lends: the finance staff's `payments` permission (decision 0027).
const staff = { access: 'staff:payments' as const };

export const creditAdminRoutes: FastifyPluginAsyncZod<{ credit: CreditService }> = async (
  app,
  { credit },
) => {
  app.put(
    '/admin/companies/:id/credit',
    {
      config: staff,
      schema: {
        tags,
        summary: "Set a company's credit limit (taka; 0 turns credit off) and terms (7, 15 or 30 days)",
        params: companyIdParamsSchema,
        body: creditSettingInputSchema,
        response: { 200: creditLineResponseSchema, ...errors },
      },
    },
    async (request) => credit.setCredit(await requireViewer(request), request.params.id, request.body),
  );

  app.get(
    '/admin/credit',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Companies with trade credit: limit, used, available, overdue (poisha)',
        response: { 200: creditBookSchema, ...errors },
      },
    },
    async () => credit.book(),
  );

  app.get(
    '/admin/credit/aging',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Aging of open invoices per company and in total: current, 1-30, 31-60, 60+ days overdue',
        response: { 200: creditAgingSchema, ...errors },
      },
    },
    async () => credit.aging(),
  );

  app.post(
    '/admin/companies/:id/invoices/payments',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Record a bank transfer: the invoices it pays, or an amount applied oldest due first',
        params: companyIdParamsSchema,
        body: invoicePaymentRecordSchema,
        response: { 200: invoicePaymentResultSchema, ...errors },
      },
    },
    async (request) => credit.recordPayment(await requireViewer(request), request.params.id, request.body),
  );
};
