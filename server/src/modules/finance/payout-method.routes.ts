import { errorResponseSchema, payoutMethodBodySchema, payoutMethodResponseSchema } from '@bulkbazar/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { PayoutMethodService } from './payout-method.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** GET/PUT /api/me/payout-method: where the caller's payouts go, and their BIN. */
export const payoutMethodRoutes: FastifyPluginAsyncZod<{ payoutMethod: PayoutMethodService }> = async (
  app,
  { payoutMethod },
) => {
  app.get(
    '/me/payout-method',
    {
      config: { access: 'user' },
      schema: {
        tags: ['finance'],
        summary: 'Your payout method (account and wallet numbers masked but for the last 4), BIN and hold',
        response: { 200: payoutMethodResponseSchema, ...errors },
      },
    },
    async (request) => ({ payoutMethod: await payoutMethod.get(await requireViewer(request)) }),
  );

  app.put(
    '/me/payout-method',
    {
      // It takes the password: the password-change counters (per account) stop guessing it here too.
      config: { access: 'user', credentialLimit: 'password-change' },
      schema: {
        tags: ['finance'],
        summary:
          'Set where your payouts go (bKash/Nagad/Rocket wallet or a bank account) and your BIN; needs your password, e-mails you and holds payouts for PAYOUT_METHOD_HOLD_HOURS when the method changes',
        body: payoutMethodBodySchema,
        response: { 200: payoutMethodResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      payoutMethod: await payoutMethod.update(
        await requireViewer(request),
        fromNodeHeaders(request.headers),
        request.body,
        request.lang,
      ),
    }),
  );
};
