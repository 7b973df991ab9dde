import {
  approvalDecisionSchema,
  approvalListSchema,
  approvalParamsSchema,
  approvalRejectSchema,
  errorResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { ApprovalsService } from './approvals.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['approvals'];

// Approvals of company checkouts over a buyer's order limit (issue 31 item 2, decision 0041): for the company's
// owner and approvers; anyone else finds no such checkout (404), a member in another role is refused (403).
export const approvalsRoutes: FastifyPluginAsyncZod<{ approvals: ApprovalsService }> = async (
  app,
  { approvals },
) => {
  app.get(
    '/approvals',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The checkouts waiting for your approval (companies where you are owner or approver)',
        response: { 200: approvalListSchema, ...errors },
      },
    },
    async (request) => approvals.list(await requireViewer(request)),
  );

  app.post(
    '/approvals/:checkoutId/approve',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Approve a checkout waiting for approval: its orders go ahead (pending); 409 when decided already or expired',
        params: approvalParamsSchema,
        response: { 200: approvalDecisionSchema, ...errors },
      },
    },
    async (request) => approvals.approve(await requireViewer(request), request.params.checkoutId),
  );

  app.post(
    '/approvals/:checkoutId/reject',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Reject a checkout waiting for approval, saying why: its orders are cancelled and the stock goes back; the buyer is told the reason',
        params: approvalParamsSchema,
        body: approvalRejectSchema,
        response: { 200: approvalDecisionSchema, ...errors },
      },
    },
    async (request) =>
      approvals.reject(await requireViewer(request), request.params.checkoutId, request.body.reason),
  );
};
