import {
  declineBodySchema,
  orderIdParamsSchema,
  orderResponseSchema,
  orderStatusBodySchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { OrdersService } from './orders.service.js';
import { orderRouteErrors as errors } from './route-errors.js';

const answer = { 200: orderResponseSchema, ...errors };

/** Fulfilment: moving an order on, declining it, and recording its payment. */
export const orderActionsRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.post(
    '/orders/:id/status',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary:
          "Move an order on along pending → processing → shipped → delivered: the product's seller one step, an admin any number of steps; `from` is the status the mover saw (409 when the order has moved since)",
        params: orderIdParamsSchema,
        body: orderStatusBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      acknowledged: true as const,
      message: `Order marked ${request.body.status}`,
      order: await orders.move(
        await requireViewer(request),
        request.params.id,
        request.body.status,
        request.body.from,
      ),
    }),
  );

  app.post(
    '/orders/:id/decline',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary:
          "Decline a pending order with a reason the buyer sees: it is cancelled and its stock returned once (the product's seller or an admin)",
        params: orderIdParamsSchema,
        body: declineBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      acknowledged: true as const,
      message: 'Order declined',
      order: await orders.decline(await requireViewer(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/orders/:id/paid',
    {
      config: { access: 'staff:payments' },
      schema: {
        tags: ['orders'],
        summary: 'Mark the payment received (admin; not for cancelled orders; once)',
        params: orderIdParamsSchema,
        response: answer,
      },
    },
    async (request) => ({
      acknowledged: true as const,
      message: 'Payment marked received',
      order: await orders.markPaid(await requireViewer(request), request.params.id),
    }),
  );

  app.post(
    '/orders/:id/cash-received',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary:
          "Record the cash taken for a delivered cash-on-delivery order (the product's seller or an admin; once)",
        params: orderIdParamsSchema,
        response: answer,
      },
    },
    async (request) => ({
      acknowledged: true as const,
      message: 'Cash received',
      order: await orders.cashReceived(await requireViewer(request), request.params.id),
    }),
  );
};
