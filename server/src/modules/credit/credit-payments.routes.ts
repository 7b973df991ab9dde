import {
  companyIdParamsSchema,
  errorResponseSchema,
  invoicePayInputSchema,
  invoicePayStartedSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import { registerGatewayReturns } from '../../http/gateway-returns.js';
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

  await registerGatewayReturns(app, {
    prefix: '/credit-payments',
    tags,
    summaries: {
      bkash: "bKash's return for an invoice payment: confirmed with bKash, then on to the credit page",
      sslcommerz:
        "SSLCommerz's success/fail/cancel return for an invoice payment: validated, then on to the credit page",
      ipn: "SSLCommerz's instant payment notification for an invoice payment: validated, applied once",
    },
    errors,
    handle: async (gateway, fields, viewerId) => {
      const { status, paymentId } = await creditPayments.handle(gateway, fields, viewerId);
      return { outcome: status, landing: landing(paymentId, status) };
    },
  });
};
