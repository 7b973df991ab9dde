import type { FastifyPluginAsync } from 'fastify';
import { CONTROL_ROUTE, type FakeCourierOptions } from './fake-courier-options.js';
import {
  CONTROL_STATUSES,
  createFakeParcels,
  sendCallback,
  type ControlStatus,
} from './fake-courier-store.js';

// COURIERS_FAKE: Pathao's merchant API under /aladdin/api/v1 (issue-token, orders, order info) and a control
// to make it send its webhook (X-PATHAO-Signature) to the shop.

const EVENT: Record<ControlStatus, string> = {
  in_transit: 'order.in-transit',
  on_hold: 'order.on-hold',
  delivered: 'order.delivered',
  returned: 'order.returned',
};
const TOKEN = 'fake-pathao-access-token';

export const pathaoFakeRoutes: FastifyPluginAsync<FakeCourierOptions> = async (
  app,
  { publicUrl, secrets },
) => {
  const parcels = createFakeParcels();
  const api = '/aladdin/api/v1';
  const authorised = (auth: string | undefined) => auth === `Bearer ${TOKEN}`;

  app.post(`${api}/issue-token`, async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (
      b.client_id !== 'fake-client' ||
      b.client_secret !== secrets.pathao.clientSecret ||
      b.grant_type !== 'password'
    )
      return reply.code(401).send({ message: 'Invalid credentials', type: 'error', code: 401 });
    return { token_type: 'Bearer', expires_in: 432000, access_token: TOKEN, refresh_token: 'fake-refresh' };
  });
  app.post(`${api}/orders`, async (request, reply) => {
    if (!authorised(request.headers.authorization))
      return reply.code(401).send({ message: 'Unauthenticated.' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    const weight = Number(b.item_weight);
    if (
      !b.store_id ||
      !b.recipient_name ||
      !/^01\d{9}$/.test(String(b.recipient_phone)) ||
      !(weight >= 0.5 && weight <= 10)
    )
      return reply.code(422).send({ message: 'Please fix the given errors', type: 'error', code: 422 });
    const p = parcels.add(
      String(b.merchant_order_id ?? ''),
      Number(b.amount_to_collect) || 0,
      'Pending',
      false,
    );
    return {
      message: 'Order Created Successfully',
      type: 'success',
      code: 200,
      data: {
        consignment_id: p.consignmentId,
        merchant_order_id: p.invoice,
        order_status: p.status,
        delivery_fee: 80,
      },
    };
  });
  app.get<{ Params: { id: string } }>(`${api}/orders/:id/info`, async (request, reply) => {
    if (!authorised(request.headers.authorization))
      return reply.code(401).send({ message: 'Unauthenticated.' });
    const p = parcels.get(request.params.id);
    if (!p) return reply.code(404).send({ message: 'Order not found', type: 'error', code: 404 });
    return {
      message: 'Order info',
      type: 'success',
      code: 200,
      data: {
        consignment_id: p.consignmentId,
        merchant_order_id: p.invoice,
        order_status: p.status,
        order_status_slug: p.status,
      },
    };
  });

  app.post('/_control/status', CONTROL_ROUTE, async (request, reply) => {
    const b = (request.body ?? {}) as {
      consignment_id?: string;
      tracking_code?: string;
      merchant_order_id?: string;
      status?: ControlStatus;
      collected?: number;
    };
    // The parcel as Pathao's API knows it: by its consignment id, which is also the tracking code the buyer and
    // the seller see, or by the shop's merchant_order_id.
    const p =
      parcels.get(String(b.consignment_id ?? b.tracking_code)) ??
      parcels.byInvoice(String(b.merchant_order_id));
    if (!p || !CONTROL_STATUSES.includes(b.status as ControlStatus))
      return reply.code(404).send({ message: 'unknown consignment or status' });
    p.status = { in_transit: 'In_Transit', on_hold: 'Hold', delivered: 'Delivered', returned: 'Returned' }[
      b.status!
    ];
    return sendCallback(
      `${publicUrl}/api/couriers/pathao/callback`,
      { 'x-pathao-signature': secrets.pathao.webhookSecret },
      {
        consignment_id: p.consignmentId,
        merchant_order_id: p.invoice,
        updated_at: new Date().toISOString(),
        timestamp: new Date().toISOString(),
        store_id: 1,
        event: EVENT[b.status!],
        collected_amount: b.status === 'delivered' ? (b.collected ?? p.codAmount) : 0,
        delivery_fee: 80,
      },
    );
  });
};
