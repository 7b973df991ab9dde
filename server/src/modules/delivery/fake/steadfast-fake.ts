import type { FastifyPluginAsync } from 'fastify';
import { CONTROL_ROUTE, type FakeCourierOptions } from './fake-courier-options.js';
import {
  CONTROL_STATUSES,
  createFakeParcels,
  sendCallback,
  type ControlStatus,
} from './fake-courier-store.js';
import { steadfastPaymentsFake } from './steadfast-payments-fake.js';

// COURIERS_FAKE: Steadfast's merchant API at the paths and with the fields of portal.packzy.com/api/v1, and a
// control to make it send its `delivery_status` webhook (Bearer token) to the shop.

const NATIVE: Record<ControlStatus, string> = {
  in_transit: 'pending',
  on_hold: 'hold',
  delivered: 'delivered',
  returned: 'cancelled',
};

export const steadfastFakeRoutes: FastifyPluginAsync<FakeCourierOptions> = async (
  app,
  { publicUrl, secrets },
) => {
  const s = secrets.steadfast;
  const parcels = createFakeParcels();
  // Its payment statements of the parcels it delivered (GET /payments, /payments/{id}).
  const statements = steadfastPaymentsFake(app);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/_control/')) return;
    if (request.headers['api-key'] !== s.apiKey || request.headers['secret-key'] !== s.secretKey)
      return reply.code(401).send({ status: 401, message: 'Unauthorized' });
  });
  app.post('/create_order', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    const phone = String(b.recipient_phone ?? '');
    if (!b.invoice || !b.recipient_name || !/^01\d{9}$/.test(phone) || !b.recipient_address)
      return reply.code(422).send({ status: 422, message: 'The given data was invalid.' });
    if (String(b.recipient_address).length > 250 || String(b.recipient_name).length > 100)
      return reply.code(422).send({ status: 422, message: 'The given data was invalid.' });
    if (parcels.byInvoice(String(b.invoice)))
      return reply.code(422).send({ status: 422, message: 'The invoice has already been taken.' });
    const p = parcels.add(String(b.invoice), Number(b.cod_amount) || 0, 'in_review');
    return {
      status: 200,
      message: 'Consignment has been created successfully.',
      consignment: {
        consignment_id: Number(p.consignmentId),
        invoice: p.invoice,
        tracking_code: p.trackingCode,
        recipient_name: b.recipient_name,
        recipient_phone: phone,
        recipient_address: b.recipient_address,
        cod_amount: p.codAmount,
        status: p.status,
        note: b.note ?? null,
        created_at: new Date().toISOString(),
      },
    };
  });
  const status = (p: { status: string } | undefined, reply: { code: (n: number) => unknown }) => {
    if (!p) {
      reply.code(404);
      return { status: 404, message: 'Consignment not found' };
    }
    return { status: 200, delivery_status: p.status };
  };
  app.get<{ Params: { id: string } }>('/status_by_cid/:id', async (r, reply) =>
    status(parcels.get(r.params.id), reply),
  );
  app.get<{ Params: { code: string } }>('/status_by_trackingcode/:code', async (r, reply) =>
    status(parcels.byTracking(r.params.code), reply),
  );
  app.get<{ Params: { invoice: string } }>('/status_by_invoice/:invoice', async (r, reply) =>
    status(parcels.byInvoice(r.params.invoice), reply),
  );
  app.post('/create_return_request', async (request, reply) => {
    const p = parcels.get(String((request.body as Record<string, unknown>)?.consignment_id ?? ''));
    if (!p) return reply.code(404).send({ status: 404, message: 'Consignment not found' });
    p.status = 'cancelled';
    return { status: 200, message: 'Return request created' };
  });

  /** The control: { consignment_id, status (shop words), collected? } → the webhook, as Steadfast sends it. */
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
    if (b.status === 'delivered') statements.delivered(p, b.collected ?? p.codAmount);
    return sendCallback(
      `${publicUrl}/api/couriers/steadfast/callback`,
      { authorization: `Bearer ${s.webhookToken}` },
      {
        notification_type: 'delivery_status',
        consignment_id: Number(p.consignmentId),
        invoice: p.invoice,
        cod_amount: b.status === 'delivered' ? (b.collected ?? p.codAmount) : 0,
        status: p.status,
        delivery_charge: 60,
        tracking_message: `Parcel ${p.status}`,
        updated_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
      },
    );
  });
};
