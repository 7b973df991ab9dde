import {
  bdLocationsSchema,
  courierOptionsSchema,
  deliveryRatesSchema,
  dueOrdersSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  shipmentBodySchema,
  trackingSchema,
} from '@bulkbazar/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import { BD_LOCATIONS } from '../../kernel/bd-locations/bd-locations.js';
import type { DeliveryRatesService } from './delivery-rates.service.js';
import type { ShipmentsService } from './shipments.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
};

/** Places, charges, courier bookings and tracking (PRODUCT.md "Delivery"). */
export const deliveryRoutes: FastifyPluginAsyncZod<{
  rates: DeliveryRatesService;
  shipments: ShipmentsService;
}> = async (app, { rates, shipments }) => {
  app.get(
    '/bd-locations',
    {
      config: { access: 'public' },
      schema: {
        tags: ['delivery'],
        summary:
          'Bangladesh’s divisions → districts → upazilas/thanas (with Bengali names and delivery zones)',
        response: { 200: bdLocationsSchema },
      },
    },
    // The lists change only with a new release: browsers keep them a day.
    async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').send(BD_LOCATIONS),
  );

  app.get(
    '/admin/delivery-rates',
    {
      config: { access: 'staff:couriers' },
      schema: {
        tags: ['delivery'],
        summary:
          'The delivery charge table: weight bands × zones (inside Dhaka city, Dhaka suburbs, elsewhere)',
        response: { 200: deliveryRatesSchema, ...errors },
      },
    },
    () => rates.get(),
  );

  app.put(
    '/admin/delivery-rates',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['delivery'],
        summary: 'Replace the delivery charge table (bands ascending by weight, the last open-ended)',
        body: deliveryRatesSchema,
        response: { 200: deliveryRatesSchema, ...errors },
      },
    },
    async (request) => rates.put(request.body, await requireViewer(request)),
  );

  app.get(
    '/delivery/couriers',
    {
      config: { access: 'user' },
      schema: {
        tags: ['delivery'],
        summary: 'The couriers this shop can book',
        response: { 200: courierOptionsSchema, ...errors },
      },
    },
    () => ({ couriers: shipments.offered() }),
  );

  app.get(
    '/delivery/due',
    {
      config: { access: 'user' },
      schema: {
        tags: ['delivery'],
        summary:
          'Open orders past their promised delivery day or due within a day (a seller’s own; all for admins)',
        response: { 200: dueOrdersSchema, ...errors },
      },
    },
    async (request) => shipments.due(await requireViewer(request)),
  );

  app.post(
    '/orders/:id/shipment',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['delivery'],
        summary:
          'Book a processing order with a courier: consignment and tracking code stored, order shipped',
        params: orderIdParamsSchema,
        body: shipmentBodySchema,
        response: { 200: trackingSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      await shipments.book(viewer, request.params.id, request.body.courier);
      return shipments.tracking(viewer, request.params.id);
    },
  );

  app.get(
    '/orders/:id/tracking',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['delivery'],
        summary: 'The order’s courier, tracking code and status history (its buyer, its seller, admins)',
        params: orderIdParamsSchema,
        response: { 200: trackingSchema, ...errors },
      },
    },
    async (request) => shipments.tracking(await requireViewer(request), request.params.id),
  );

  // The couriers' status callbacks (server to server): each verifies its courier's secret and applies once.
  const callbackAnswer = z.object({ acknowledged: z.literal(true) });
  for (const courier of ['steadfast', 'pathao', 'redx'] as const)
    app.post(
      `/couriers/${courier}/callback`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['delivery'],
          summary: `${courier}'s status callback: verified with the courier's secret, applied once`,
          querystring: z.object({ token: z.string().max(200).optional() }),
          body: z.record(z.string(), z.unknown()),
          response: { 200: callbackAnswer, 202: callbackAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const headers = await shipments.callback(courier, {
          headers: request.headers,
          query: request.query,
          body: request.body,
        });
        // Pathao expects 202 with its integration header; the others take any 2xx.
        return reply
          .headers(headers)
          .code(courier === 'pathao' ? 202 : 200)
          .send({ acknowledged: true as const });
      },
    );
};
