import {
  hiddenResponseSchema,
  hideBodySchema,
  rfqIdParamsSchema,
  rfqListQuerySchema,
  rfqPageSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { MessagesService } from './messages.service.js';
import { rfqRouteErrors as errors } from './rfq.routes.js';
import type { RfqService } from './rfq.service.js';

const tags = ['trade'];

// Moderation: every request (hidden ones included), and hiding a request or a message with a reason.
export const rfqAdminRoutes: FastifyPluginAsyncZod<{ rfqs: RfqService; messages: MessagesService }> = async (
  app,
  { rfqs, messages },
) => {
  app.get(
    '/admin/rfqs',
    {
      config: { access: 'staff:messages' },
      schema: {
        tags,
        summary: 'Every request for quotation, newest first',
        querystring: rfqListQuerySchema,
        response: { 200: rfqPageSchema, ...errors },
      },
    },
    async (request) => rfqs.all(request.query),
  );

  app.post(
    '/admin/rfqs/:id/hide',
    {
      config: { access: 'staff:messages' },
      schema: {
        tags,
        summary: 'Hide a request (its buyer still sees it, marked; sellers no longer do)',
        params: rfqIdParamsSchema,
        body: hideBodySchema,
        response: { 200: hiddenResponseSchema, ...errors },
      },
    },
    async (request) => rfqs.hide(await requireViewer(request), request.params.id, request.body.reason),
  );

  app.post(
    '/admin/rfq-messages/:id/hide',
    {
      config: { access: 'staff:messages' },
      schema: {
        tags,
        summary: 'Hide a message (its author still sees it, marked; the other party no longer does)',
        params: rfqIdParamsSchema,
        body: hideBodySchema,
        response: { 200: hiddenResponseSchema, ...errors },
      },
    },
    async (request) => messages.hide(await requireViewer(request), request.params.id, request.body.reason),
  );
};
