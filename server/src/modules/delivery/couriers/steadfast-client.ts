import type { ShipmentStatus } from '@bulkbazar/contract';
import { CourierError, type CourierClient } from './courier.js';
import { courierJson, header, localPhone, sameSecret, str, takaField } from './courier-http.js';
import { steadfastStatements } from './steadfast-statements.js';

// Steadfast Courier's merchant API (portal.packzy.com/api/v1): `Api-Key` and `Secret-Key` headers;
// POST /create_order → { consignment: { consignment_id, tracking_code, status } }; GET /status_by_cid/{id}
// → { delivery_status }; POST /create_return_request to take a booked parcel back. Its webhook posts
// `notification_type: "delivery_status"` with `Authorization: Bearer <the token set in the panel>`.

export type SteadfastConfig = { baseUrl: string; apiKey: string; secretKey: string; webhookToken: string };

const STATUS: Record<string, ShipmentStatus> = {
  pending: 'in_transit',
  in_review: 'booked',
  hold: 'on_hold',
  delivered: 'delivered',
  partial_delivered: 'delivered',
  cancelled: 'returned',
  delivered_approval_pending: 'in_transit',
  partial_delivered_approval_pending: 'in_transit',
  cancelled_approval_pending: 'in_transit',
};

export function createSteadfastClient(cfg: SteadfastConfig): CourierClient {
  const base = cfg.baseUrl.replace(/\/$/, '');
  const headers = { 'Api-Key': cfg.apiKey, 'Secret-Key': cfg.secretKey };
  return {
    name: 'steadfast',
    callbackAnswerHeaders: {},
    // Its payment statements (GET /payments, /payments/{id}): a courier remittance is filled from one.
    ...steadfastStatements(base, headers),
    async book(p) {
      const answer = await courierJson('steadfast', `${base}/create_order`, {
        method: 'POST',
        headers,
        body: {
          invoice: p.invoice,
          recipient_name: p.recipientName.slice(0, 100),
          recipient_phone: localPhone(p.recipientPhone),
          recipient_address: p.address.slice(0, 250),
          cod_amount: p.codAmount,
          note: p.note,
          delivery_type: 0,
        },
      });
      const c = (answer.consignment ?? {}) as Record<string, unknown>;
      const consignmentId = str(c.consignment_id);
      const trackingCode = str(c.tracking_code);
      if (!consignmentId || !trackingCode)
        throw new CourierError(
          'steadfast',
          `Steadfast booked nothing: ${str(answer.message) ?? 'no consignment'}`,
        );
      return { consignmentId, trackingCode };
    },
    async track({ consignmentId }) {
      const answer = await courierJson(
        'steadfast',
        `${base}/status_by_cid/${encodeURIComponent(consignmentId)}`,
        {
          method: 'GET',
          headers,
        },
      );
      const said = str(answer.delivery_status);
      return { status: said ? (STATUS[said] ?? null) : null, message: said };
    },
    async cancel({ consignmentId }, reason) {
      await courierJson('steadfast', `${base}/create_return_request`, {
        method: 'POST',
        headers,
        body: { consignment_id: Number(consignmentId) || consignmentId, reason },
      });
    },
    callback({ headers: h, body }) {
      const token = header(h, 'authorization')?.replace(/^Bearer\s+/i, '');
      if (!sameSecret(token, cfg.webhookToken)) return { kind: 'forged' };
      const b = (body ?? {}) as Record<string, unknown>;
      const consignmentId = str(b.consignment_id);
      if (b.notification_type !== 'delivery_status' || !consignmentId) return { kind: 'ignored' };
      const status = STATUS[String(b.status).toLowerCase()];
      if (!status) return { kind: 'ignored' };
      return {
        kind: 'update',
        update: {
          consignmentId,
          status,
          message: str(b.tracking_message),
          codCollectedPoisha: status === 'delivered' ? takaField(b.cod_amount) : null,
        },
      };
    },
  };
}
