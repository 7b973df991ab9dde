import {
  checkoutInputSchema,
  checkoutResponseSchema,
  orderIdParamsSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderRefundSchema,
  orderResponseSchema,
  orderSchema,
  ORDER_STATUSES,
  errorResponseSchema,
  payAgainResponseSchema,
  paymentEventSchema,
  placeOrderResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import { orderActionsRoutes } from './order-actions.routes.js';
import type { OrdersService } from './orders.service.js';
import { orderRouteErrors as errors } from './route-errors.js';

// Other headers (the session cookie) must pass through untouched.
const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });
const detailsSchema = z.object({
  order: orderSchema,
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  /** The checkout's payment events (initiated, completed, refunded…): the order page's payment history. */
  payments: z.array(paymentEventSchema),
  /** The refunds an administrator issued on the order (pending, done or failed), oldest first. */
  refunds: z.array(orderRefundSchema),
});

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    '/addorder',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Place an order (MOQ and stock checked; a retry with the same Idempotency-Key returns the first order)',
        headers: idempotencyHeaders,
        body: orderInputSchema,
        response: { 200: placeOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await orders.place(
        await requireViewer(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return {
        acknowledged: true as const,
        message: 'Order received successfully',
        insertedId: order._id,
        order,
      };
    },
  );

  app.post(
    '/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Place the cart (or `items`, a one-line Buy now) in one transaction: one order per seller, all or nothing; a retry with the same Idempotency-Key returns the first checkout',
        headers: idempotencyHeaders,
        body: checkoutInputSchema,
        response: { 200: checkoutResponseSchema, 202: checkoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await orders.checkout(
        await requireViewer(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      // Over the buyer's company order limit: accepted, waiting for an approver (decision 0041).
      if (placed.awaitingApproval) reply.code(202);
      return {
        acknowledged: true as const,
        checkoutId: placed.checkoutId,
        orders: placed.orders,
        total: placed.totalPoisha / 100,
        status: placed.awaitingApproval ? ('awaiting_approval' as const) : ('placed' as const),
        ...(placed.payment ? { payment: placed.payment } : {}),
      };
    },
  );

  app.get(
    '/myorder',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Your orders, newest first',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request) => orders.mine(await requireViewer(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'One order with its status history (its buyer, its seller or an admin)',
        params: orderIdParamsSchema,
        response: { 200: detailsSchema, ...errors },
      },
    },
    async (request) => orders.details(await requireViewer(request), request.params.id),
  );

  app.post(
    '/orders/:id/pay-again',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary:
          "Pay again for the order's checkout while its stock is held (its buyer): a new attempt at the same gateway, any open one closed; 409 once the hold ended or it is paid",
        params: orderIdParamsSchema,
        response: { 200: payAgainResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      payment: await orders.payAgain(await requireViewer(request), request.params.id),
    }),
  );

  const cancelSchema = {
    tags: ['orders'],
    params: orderIdParamsSchema,
    response: { 200: orderResponseSchema, ...errors },
  };
  app.delete(
    '/deleteorder/:id',
    {
      config: { access: 'owner' },
      schema: {
        ...cancelSchema,
        summary: "SEED.md's cancel: marks the order cancelled and returns its stored quantity to stock",
      },
    },
    async (request) => ({
      acknowledged: true as const,
      message: 'Order deleted successfully',
      order: await orders.cancelAsBuyer(await requireViewer(request), request.params.id),
    }),
  );
  app.post(
    '/orders/:id/cancel',
    {
      config: { access: 'owner' },
      schema: {
        ...cancelSchema,
        summary: 'Cancel a pending or processing order, or one awaiting approval (its buyer or an admin)',
      },
    },
    async (request) => ({
      acknowledged: true as const,
      message: 'Order cancelled',
      order: await orders.cancelAsBuyer(await requireViewer(request), request.params.id),
    }),
  );

  await app.register(orderActionsRoutes, { orders });

  app.get(
    '/seller/orders',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Orders for your products',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request) => orders.forSeller(await requireViewer(request), request.query),
  );

  app.get(
    '/admin/orders',
    {
      config: { access: 'staff:orders' },
      schema: {
        tags: ['orders'],
        summary:
          'All orders (admin): filter by status; search order id, product, SKU, buyer name, email, phone, transaction id',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    (request) => orders.all(request.query),
  );
};
