import {
  errorResponseSchema,
  verificationIdParamsSchema,
  verificationQueueQuerySchema,
  verificationQueueSchema,
  verificationRejectSchema,
  verificationResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { VerificationService } from './verification.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['verification'];
const staff = { access: 'staff:verification' as const };

// The operators' queue (issue 31 item 5): staff holding the `verification` permission (moderators,
// administrators). A decision is taken once: the second of two operators deciding at once gets 409.
export const verificationAdminRoutes: FastifyPluginAsyncZod<{ verification: VerificationService }> = async (
  app,
  { verification },
) => {
  app.get(
    '/admin/verifications',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Applications by status (pending first come, first served)',
        querystring: verificationQueueQuerySchema,
        response: { 200: verificationQueueSchema, ...errors },
      },
    },
    async (request) => verification.queue(request.query),
  );

  app.post(
    '/admin/verifications/:id/approve',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Approve: the business shows the "Verified business" badge; the applicant is told',
        params: verificationIdParamsSchema,
        response: { 200: verificationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      verification: await verification.approve(await requireViewer(request), request.params.id),
    }),
  );

  app.post(
    '/admin/verifications/:id/reject',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Reject with a reason the applicant reads (they may apply again)',
        params: verificationIdParamsSchema,
        body: verificationRejectSchema,
        response: { 200: verificationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      verification: await verification.reject(
        await requireViewer(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
