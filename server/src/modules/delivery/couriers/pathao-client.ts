import type { ShipmentStatus } from '@bulkbazar/contract';
import { CourierError, type CourierClient } from './courier.js';
import { courierJson, header, localPhone, sameSecret, str, takaField } from './courier-http.js';

// Pathao Courier's merchant API (/aladdin/api/v1): POST /issue-token (password grant) → access_token;
// POST /orders { store_id, merchant_order_id, recipient_*, delivery_type 48, item_type 2, item_quantity,
// item_weight, amount_to_collect } → { data: { consignment_id, order_status } } (Pathao finds the city, zone
// and area from the address when their ids are left out); GET /orders/{id}/info → { data: { order_status } }.
// Its webhook sends `X-PATHAO-Signature: <the secret set in the panel>` and expects our answer to carry
// `X-Pathao-Merchant-Webhook-Integration-Secret` (the value its documentation gives).

export type PathaoConfig = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: string;
  webhookSecret: string;
};

export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

const EVENTS: Record<string, ShipmentStatus> = {
  'order.created': 'booked',
  'order.pickup-requested': 'booked',
  'order.assigned-for-pickup': 'booked',
  'order.picked': 'in_transit',
  'order.at-the-sorting-hub': 'in_transit',
  'order.in-transit': 'in_transit',
  'order.received-at-last-mile-hub': 'in_transit',
  'order.assigned-for-delivery': 'in_transit',
  'order.on-hold': 'on_hold',
  'order.delivered': 'delivered',
  'order.partial-delivery': 'delivered',
  'order.returned': 'returned',
  'order.paid-return': 'returned',
  'order.pickup-cancelled': 'cancelled',
};

const STATUS_SLUGS: Record<string, ShipmentStatus> = {
  Pending: 'booked',
  Pickup_Requested: 'booked',
  Picked: 'in_transit',
  In_Transit: 'in_transit',
  Hold: 'on_hold',
  Delivered: 'delivered',
  Partial_Delivery: 'delivered',
  Return: 'returned',
  Returned: 'returned',
  Pickup_Cancelled: 'cancelled',
};

export function createPathaoClient(cfg: PathaoConfig): CourierClient {
  const base = `${cfg.baseUrl.replace(/\/$/, '')}/aladdin/api/v1`;
  let token: { value: string; expiresAt: number } | null = null;

  async function auth(): Promise<Record<string, string>> {
    if (!token || token.expiresAt < Date.now() + 60_000) {
      const answer = await courierJson('pathao', `${base}/issue-token`, {
        method: 'POST',
        headers: {},
        body: {
          client_id: cfg.clientId,
          client_secret: cfg.clientSecret,
          username: cfg.username,
          password: cfg.password,
          grant_type: 'password',
        },
      });
      const value = str(answer.access_token);
      if (!value) throw new CourierError('pathao', 'Pathao gave no access token');
      token = { value, expiresAt: Date.now() + (Number(answer.expires_in) || 3600) * 1000 };
    }
    return { authorization: `Bearer ${token.value}` };
  }

  return {
    name: 'pathao',
    callbackAnswerHeaders: { 'X-Pathao-Merchant-Webhook-Integration-Secret': PATHAO_INTEGRATION_SECRET },
    async book(p) {
      const answer = await courierJson('pathao', `${base}/orders`, {
        method: 'POST',
        headers: await auth(),
        body: {
          store_id: Number(cfg.storeId) || cfg.storeId,
          merchant_order_id: p.invoice,
          recipient_name: p.recipientName.slice(0, 100),
          recipient_phone: localPhone(p.recipientPhone),
          recipient_address: p.address.slice(0, 220),
          delivery_type: 48,
          item_type: 2,
          special_instruction: p.note,
          item_quantity: p.itemCount,
          // Pathao takes 0.5–10 kg per parcel.
          item_weight: Math.min(10, Math.max(0.5, Math.round(p.weightKg * 10) / 10)),
          amount_to_collect: Math.round(p.codAmount),
          item_description: p.note,
        },
      });
      const data = (answer.data ?? {}) as Record<string, unknown>;
      const consignmentId = str(data.consignment_id);
      if (!consignmentId)
        throw new CourierError('pathao', `Pathao booked nothing: ${str(answer.message) ?? ''}`);
      // Pathao's tracking page takes the consignment id.
      return { consignmentId, trackingCode: consignmentId };
    },
    async track({ consignmentId }) {
      const answer = await courierJson('pathao', `${base}/orders/${encodeURIComponent(consignmentId)}/info`, {
        method: 'GET',
        headers: await auth(),
      });
      const data = (answer.data ?? {}) as Record<string, unknown>;
      const slug = str(data.order_status_slug) ?? str(data.order_status);
      return { status: slug ? (STATUS_SLUGS[slug] ?? null) : null, message: str(data.order_status) };
    },
    async cancel() {
      // Pathao's merchant API publishes no cancel call: a booked parcel is cancelled in its merchant panel.
      throw new CourierError('pathao', 'Pathao parcels are cancelled in the Pathao merchant panel');
    },
    callback({ headers: h, body }) {
      if (!sameSecret(header(h, 'x-pathao-signature'), cfg.webhookSecret)) return { kind: 'forged' };
      const b = (body ?? {}) as Record<string, unknown>;
      const consignmentId = str(b.consignment_id);
      const status = EVENTS[String(b.event)];
      if (!consignmentId || !status) return { kind: 'ignored' };
      return {
        kind: 'update',
        update: {
          consignmentId,
          status,
          // Only a reason a person wrote: the event key (`order.in-transit`) is the status, shown translated.
          message: str(b.reason),
          codCollectedPoisha: status === 'delivered' ? takaField(b.collected_amount) : null,
        },
      };
    },
  };
}
