import formbody from '@fastify/formbody';
import type { PaymentGateway, errorResponseSchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

type App = Parameters<FastifyPluginAsyncZod>[0];

// SSLCommerz posts forms; JSON is taken too (the shop's own tests and tools).
const FORM_AND_JSON = ['application/x-www-form-urlencoded', 'application/json'];

// SSLCommerz's form fields are its own (dozens, varying by outcome): strings, bounded.
const gatewayFields = z.record(z.string().max(64), z.string().max(2000));

// bKash appends paymentID and status to our callbackURL (anything else there, e.g. its signature, is dropped).
// An unknown status is no error: the gateway is asked, and the payer lands on our page either way.
const bkashReturn = z.object({
  paymentID: z.string().min(1).max(64).describe("bKash's id of the payment"),
  status: z.string().max(64).describe('success, failure or cancel'),
});

export type GatewayReturns = {
  /** Where the returns live: `${prefix}/bkash/callback`, `${prefix}/sslcommerz/:outcome`, `${prefix}/sslcommerz/ipn`. */
  prefix: string;
  tags: string[];
  summaries: { bkash: string; sslcommerz: string; ipn: string };
  errors: Record<number, typeof errorResponseSchema>;
  /**
   * Finds the payment the fields name, asks the gateway and applies its answer once (the service's handle);
   * answers the outcome and the page the payer's browser goes on to. `viewerId`: whoever's session came along.
   */
  handle: (
    gateway: PaymentGateway,
    fields: Record<string, string>,
    viewerId?: string | null,
  ) => Promise<{ outcome: string; landing: string }>;
};

/**
 * The gateways' returns — bKash's browser callback, SSLCommerz's success/fail/cancel posts and its
 * server-to-server IPN — for one kind of payment: the checkout's (payments.routes.ts) or a company's invoices'
 * (credit-payments.routes.ts). They are public and carry no authority of their own: `handle` asks the gateway
 * about the payment they name and applies only what it vouches for.
 */
export async function registerGatewayReturns(app: App, returns: GatewayReturns): Promise<void> {
  const { prefix, tags, summaries, errors, handle } = returns;
  // SSLCommerz posts application/x-www-form-urlencoded (in this plugin only: the rest of the API speaks JSON).
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  app.get(
    `${prefix}/bkash/callback`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: summaries.bkash,
        querystring: bkashReturn,
        response: { 303: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      return reply.redirect((await handle('bkash', request.query, viewer?.id ?? null)).landing, 303);
    },
  );

  app.post(
    `${prefix}/sslcommerz/:outcome`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: summaries.sslcommerz,
        params: z.object({ outcome: z.enum(['success', 'fail', 'cancel']) }),
        consumes: FORM_AND_JSON,
        body: gatewayFields,
        response: { 303: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      return reply.redirect((await handle('sslcommerz', request.body, viewer?.id ?? null)).landing, 303);
    },
  );

  app.post(
    `${prefix}/sslcommerz/ipn`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: summaries.ipn,
        consumes: FORM_AND_JSON,
        body: gatewayFields,
        response: { 200: z.object({ received: z.literal(true), result: z.string() }), ...errors },
      },
    },
    async (request) => ({
      received: true as const,
      result: (await handle('sslcommerz', request.body)).outcome,
    }),
  );
}
