import {
  errorResponseSchema,
  orderIdParamsSchema,
  orderRefundsSchema,
  refundBodySchema,
  refundResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import type { RefundsService } from './refunds.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
};

// Other headers (the session cookie) pass through untouched.
const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });

/** Refunds an administrator issues on an order (issue 29 item 7). */
export const refundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (app, { refunds }) => {
  app.post(
    '/admin/orders/:id/refunds',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['finance'],
        summary:
          'Refund an order, in full or in part (admin): through its gateway when paid online, else recorded with the reference of the money sent; at most what was paid less what was refunded. A retry with the same Idempotency-Key is the same refund',
        params: orderIdParamsSchema,
        headers: idempotencyHeaders,
        body: refundBodySchema,
        response: { 200: refundResponseSchema, ...errors },
      },
    },
    async (request) =>
      refunds.issue(
        await requireViewer(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    '/admin/orders/:id/refunds',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['finance'],
        summary:
          "An order's refunds (admin), what was refunded and what may still be, and how it would go back",
        params: orderIdParamsSchema,
        response: { 200: orderRefundsSchema, ...errors },
      },
    },
    (request) => refunds.list(request.params.id),
  );
};
