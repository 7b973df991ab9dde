import formbody from '@fastify/formbody';
import {
  errorResponseSchema,
  paymentLedgerPageSchema,
  paymentLedgerQuerySchema,
  paymentOptionsSchema,
  type PaymentResult,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from './payments.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  503: errorResponseSchema,
};

// SSLCommerz posts forms; JSON is taken too (the shop's own tests and tools).
const FORM_AND_JSON = ['application/x-www-form-urlencoded', 'application/json'];

// SSLCommerz's form fields are its own (dozens, varying by outcome): strings, bounded.
const gatewayFields = z.record(z.string().max(64), z.string().max(2000));

// bKash appends paymentID and status to our callbackURL (anything else there, e.g. its signature, is dropped).
// An unknown status is no error: the gateway is asked, and the buyer lands on My Orders either way.
const bkashReturn = z.object({
  paymentID: z.string().min(1).max(64).describe("bKash's id of the payment"),
  status: z.string().max(64).describe('success, failure or cancel'),
});

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
  // SSLCommerz posts application/x-www-form-urlencoded (here only: the rest of the API speaks JSON).
  await app.register(formbody, { bodyLimit: 64 * 1024 });

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

  app.get(
    '/payments/bkash/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "bKash's return (paymentID, status): confirmed with bKash, then on to My Orders",
        querystring: bkashReturn,
        response: { 303: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const { result, checkoutId } = await payments.handle('bkash', request.query, viewer?.id ?? null);
      return reply.redirect(landing(checkoutId, result), 303);
    },
  );

  app.post(
    '/payments/sslcommerz/:outcome',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "SSLCommerz's success/fail/cancel return: validated with SSLCommerz, then on to My Orders",
        params: z.object({ outcome: z.enum(['success', 'fail', 'cancel']) }),
        consumes: FORM_AND_JSON,
        body: gatewayFields,
        response: { 303: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const { result, checkoutId } = await payments.handle('sslcommerz', request.body, viewer?.id ?? null);
      return reply.redirect(landing(checkoutId, result), 303);
    },
  );

  app.post(
    '/payments/sslcommerz/ipn',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "SSLCommerz's instant payment notification (server to server): validated, applied once",
        consumes: FORM_AND_JSON,
        body: gatewayFields,
        response: { 200: z.object({ received: z.literal(true), result: z.string() }), ...errors },
      },
    },
    async (request) => ({
      received: true as const,
      result: (await payments.handle('sslcommerz', request.body)).result,
    }),
  );

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
