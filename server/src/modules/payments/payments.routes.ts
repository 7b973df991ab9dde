import {
  errorResponseSchema,
  paymentLedgerPageSchema,
  paymentLedgerQuerySchema,
  paymentOptionsSchema,
  type PaymentResult,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerGatewayReturns } from '../../http/gateway-returns.js';
import type { PaymentsService } from './payments.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  503: errorResponseSchema,
};

/** Where the buyer lands after a gateway: My Orders, told which checkout and how its payment ended. */
const landing = (checkoutId: string | null, result: PaymentResult) =>
  checkoutId
    ? `/orders?checkout=${encodeURIComponent(checkoutId)}&payment=${result}`
    : `/orders?payment=${result}`;

/**
 * The gateways' returns (browser redirects and SSLCommerz's server-to-server IPN) and the admin's ledger.
 * The returns are public: they carry no authority of their own — the service asks the gateway about the
 * payment they name, and applies only what the gateway vouches for.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/payments/options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'The online payment methods on offer, the cash-on-delivery advance rule and the hold time',
        response: { 200: paymentOptionsSchema },
      },
    },
    () => payments.options(),
  );

  await registerGatewayReturns(app, {
    prefix: '/payments',
    tags: ['payments'],
    summaries: {
      bkash: "bKash's return (paymentID, status): confirmed with bKash, then on to My Orders",
      sslcommerz: "SSLCommerz's success/fail/cancel return: validated with SSLCommerz, then on to My Orders",
      ipn: "SSLCommerz's instant payment notification (server to server): validated, applied once",
    },
    errors,
    handle: async (gateway, fields, viewerId) => {
      const { result, checkoutId } = await payments.handle(gateway, fields, viewerId);
      return { outcome: result, landing: landing(checkoutId, result) };
    },
  });

  app.get(
    '/admin/payments',
    {
      config: { access: 'staff:payments' },
      schema: {
        tags: ['payments'],
        summary: 'The payment ledger (admin): every payment event, newest first, with filters',
        querystring: paymentLedgerQuerySchema,
        response: { 200: paymentLedgerPageSchema, ...errors },
      },
    },
    (request) => payments.ledger(request.query),
  );
};
