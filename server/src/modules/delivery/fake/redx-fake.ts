import type { FastifyPluginAsync } from 'fastify';
import { CONTROL_ROUTE, type FakeCourierOptions } from './fake-courier-options.js';
import {
  CONTROL_STATUSES,
  createFakeParcels,
  sendCallback,
  type ControlStatus,
} from './fake-courier-store.js';

// COURIERS_FAKE: RedX's open API (areas, parcel, parcel info/track, parcels PATCH) and a control to make it
// call the shop's webhook URL (which carries the token) with its fields.

const NATIVE: Record<ControlStatus, string> = {
  in_transit: 'delivery-in-progress',
  on_hold: 'agent-hold',
  delivered: 'delivered',
  returned: 'returned',
};

export const redxFakeRoutes: FastifyPluginAsync<FakeCourierOptions> = async (app, { publicUrl, secrets }) => {
  const parcels = createFakeParcels();
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/_control/')) return;
    if (request.headers['api-access-token'] !== `Bearer ${secrets.redx.apiToken}`)
      return reply.code(401).send({ message: 'Unauthorized' });
  });
  app.get<{ Querystring: { district_name?: string } }>('/areas', async (request) => ({
    areas: [
      { id: 1, name: 'Dhanmondi', post_code: 1205, division_name: 'Dhaka', zone_id: 1 },
      {
        id: 2,
        name: `${request.query.district_name ?? 'Dhaka'} Sadar`,
        post_code: 1000,
        division_name: 'Dhaka',
        zone_id: 2,
      },
    ],
  }));
  app.post('/parcel', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (
      !b.customer_name ||
      !/^01\d{9}$/.test(String(b.customer_phone)) ||
      !b.delivery_area_id ||
      !b.customer_address
    )
      return reply.code(400).send({ message: 'Invalid parcel' });
    const p = parcels.add(
      String(b.merchant_invoice_id ?? ''),
      Number(b.cash_collection_amount) || 0,
      'pickup-pending',
      false,
    );
    return { tracking_id: p.consignmentId };
  });
  app.get<{ Params: { id: string } }>('/parcel/info/:id', async (request, reply) => {
    const p = parcels.get(request.params.id);
    if (!p) return reply.code(404).send({ message: 'Parcel not found' });
    return {
      parcel: { tracking_id: p.consignmentId, status: p.status, cash_collection_amount: String(p.codAmount) },
    };
  });
  app.get<{ Params: { id: string } }>('/parcel/track/:id', async (request, reply) => {
    const p = parcels.get(request.params.id);
    if (!p) return reply.code(404).send({ message: 'Parcel not found' });
    return {
      tracking: [{ message_en: `Parcel ${p.status}`, message_bn: 'পার্সেল', time: new Date().toISOString() }],
    };
  });
  app.patch('/parcels', async (request, reply) => {
    const b = (request.body ?? {}) as { entity_id?: string };
    const p = parcels.get(String(b.entity_id));
    if (!p) return reply.code(404).send({ message: 'Parcel not found' });
    p.status = 'cancelled';
    return { success: true, message: 'Parcel updated' };
  });

  app.post('/_control/status', CONTROL_ROUTE, async (request, reply) => {
    const b = (request.body ?? {}) as {
      consignment_id?: string;
      tracking_code?: string;
      status?: ControlStatus;
      collected?: number;
    };
    // The parcel by its consignment id, or by the tracking code the buyer and the seller see.
    const p = parcels.get(String(b.consignment_id)) ?? parcels.byTracking(String(b.tracking_code));
    if (!p || !CONTROL_STATUSES.includes(b.status as ControlStatus))
      return reply.code(404).send({ message: 'unknown consignment or status' });
    p.status = NATIVE[b.status!];
    return sendCallback(
      `${publicUrl}/api/couriers/redx/callback?token=${encodeURIComponent(secrets.redx.webhookToken)}`,
      {},
      {
        tracking_number: p.consignmentId,
        timestamp: new Date().toISOString(),
        status: p.status,
        message_en: `Parcel ${p.status}`,
        message_bn: 'পার্সেলের অবস্থা বদলেছে',
        invoice_number: p.invoice,
      },
    );
  });
};
