import formbody from '@fastify/formbody';
import {
  companyIdParamsSchema,
  errorResponseSchema,
  invoicePayInputSchema,
  invoicePayStartedSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import type { CreditPaymentStatus, CreditPaymentsService } from './credit-payments.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
};
const tags = ['credit'];
const FORM_AND_JSON = ['application/x-www-form-urlencoded', 'application/json'];
// The gateways' own fields, as the checkout's returns take them (payments.routes.ts): strings, bounded.
const gatewayFields = z.record(z.string().max(64), z.string().max(2000));
const bkashReturn = z.object({
  paymentID: z.string().min(1).max(64).describe("bKash's id of the payment"),
  status: z.string().max(64).describe('success, failure or cancel'),
});

/** Where the payer lands after the gateway: the company's credit page, told how the payment ended. */
const landing = (paymentId: string | null, status: CreditPaymentStatus) =>
  paymentId
    ? `/company/credit?payment=${encodeURIComponent(paymentId)}&status=${status}`
    : `/company/credit?status=${status}`;

/**
 * A company's online payment of its invoices (issue 31 item 4): the start (owner, finance) and the gateways'
 * returns and IPN, beside the checkout's but under /credit-payments. The returns are public and prove nothing by
 * themselves: the service asks the gateway about the payment they name.
 */
export const creditPaymentsRoutes: FastifyPluginAsyncZod<{ creditPayments: CreditPaymentsService }> = async (
  app,
  { creditPayments },
) => {
  // SSLCommerz posts application/x-www-form-urlencoded (this plugin's routes take it; the rest speak JSON).
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  app.post(
    '/companies/:id/invoices/pay',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Pay invoices online, by bKash or SSLCommerz (owner or finance): what is left on them, then the gateway page',
        params: companyIdParamsSchema,
        body: invoicePayInputSchema,
        response: { 200: invoicePayStartedSchema, ...errors },
      },
    },
    async (request) => creditPayments.start(await requireViewer(request), request.params.id, request.body),
  );

  app.get(
    '/credit-payments/bkash/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "bKash's return for an invoice payment: confirmed with bKash, then on to the credit page",
        querystring: bkashReturn,
        response: { 303: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const { status, paymentId } = await creditPayments.handle('bkash', request.query, viewer?.id ?? null);
      return reply.redirect(landing(paymentId, status), 303);
    },
  );

  app.post(
    '/credit-payments/sslcommerz/:outcome',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "SSLCommerz's success/fail/cancel return for an invoice payment: validated, then on to the credit page",
        params: z.object({ outcome: z.enum(['success', 'fail', 'cancel']) }),
        consumes: FORM_AND_JSON,
        body: gatewayFields,
        response: { 303: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const { status, paymentId } = await creditPayments.handle(
        'sslcommerz',
        request.body,
        viewer?.id ?? null,
      );
      return reply.redirect(landing(paymentId, status), 303);
    },
  );

  app.post(
    '/credit-payments/sslcommerz/ipn',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "SSLCommerz's instant payment notification for an invoice payment: validated, applied once",
        consumes: FORM_AND_JSON,
        body: gatewayFields,
        response: { 200: z.object({ received: z.literal(true), result: z.string() }), ...errors },
      },
    },
    async (request) => ({
      received: true as const,
      result: (await creditPayments.handle('sslcommerz', request.body)).status,
    }),
  );
};
