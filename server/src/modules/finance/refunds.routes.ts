import {
  errorResponseSchema,
  orderIdParamsSchema,
  orderRefundsSchema,
  refundBodySchema,
  refundParamsSchema,
  refundResolveBodySchema,
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
      config: { access: 'staff:refunds' },
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

  app.post(
    '/admin/orders/:id/refunds/:refundId/retry',
    {
      config: { access: 'staff:refunds' },
      schema: {
        tags: ['finance'],
        summary:
          'Send again an SSLCommerz refund whose answer never came (admin): with its own refund id, which SSLCommerz takes as the same refund; a bKash one: 409 (resolve it instead)',
        params: refundParamsSchema,
        response: { 200: refundResponseSchema, ...errors },
      },
    },
    async (request) =>
      refunds.retry(await requireViewer(request), request.params.id, request.params.refundId),
  );

  app.post(
    '/admin/orders/:id/refunds/:refundId/resolve',
    {
      config: { access: 'staff:refunds' },
      schema: {
        tags: ['finance'],
        summary:
          "Record what bKash's merchant panel says of a bKash refund whose answer never came (admin), two minutes after it was sent: refunded (with bKash's transaction id; recorded as any refund) or not (failed, its amount free again)",
        params: refundParamsSchema,
        body: refundResolveBodySchema,
        response: { 200: refundResponseSchema, ...errors },
      },
    },
    async (request) =>
      refunds.resolve(await requireViewer(request), request.params.id, request.params.refundId, request.body),
  );

  app.get(
    '/admin/orders/:id/refunds',
    {
      config: { access: 'staff:refunds' },
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
