import type { ShipmentStatus } from '@bulkbazar/contract';
import { CourierError, type CourierClient } from './courier.js';
import { courierJson, localPhone, sameSecret, str } from './courier-http.js';

// RedX's open API (openapi.redx.com.bd/v1.0.0-beta), header `API-ACCESS-TOKEN: Bearer <token>`:
// GET /areas?district_name=… → { areas: [{ id, name }] }; POST /parcel { customer_name, customer_phone,
// delivery_area, delivery_area_id, customer_address, merchant_invoice_id, cash_collection_amount,
// parcel_weight (grams), value } → { tracking_id }; GET /parcel/info/{id} → { parcel: { status } };
// PATCH /parcels to cancel. Its webhook posts { tracking_number, status, message_en, message_bn,
// invoice_number, timestamp } to the URL set in its panel, which carries our token (`?token=`).

export type RedxConfig = { baseUrl: string; apiToken: string; webhookToken: string; pickupStoreId?: string };

const STATUS: Record<string, ShipmentStatus> = {
  'pickup-pending': 'booked',
  'ready-for-delivery': 'in_transit',
  'delivery-in-progress': 'in_transit',
  'agent-area-change': 'in_transit',
  'agent-hold': 'on_hold',
  'agent-returning': 'in_transit',
  delivered: 'delivered',
  returned: 'returned',
  cancelled: 'cancelled',
};

export function createRedxClient(cfg: RedxConfig): CourierClient {
  const base = cfg.baseUrl.replace(/\/$/, '');
  const headers = { 'API-ACCESS-TOKEN': `Bearer ${cfg.apiToken}` };

  /** RedX needs its own area id: the area of the district whose name matches, else the district's first. */
  async function areaOf(district: string | null, area: string | null) {
    if (!district) throw new CourierError('redx', 'RedX needs the district of the address');
    const answer = await courierJson('redx', `${base}/areas?district_name=${encodeURIComponent(district)}`, {
      method: 'GET',
      headers,
    });
    const areas = (Array.isArray(answer.areas) ? answer.areas : []) as Record<string, unknown>[];
    const match = areas.find((a) => String(a.name).toLowerCase() === area?.toLowerCase()) ?? areas[0];
    if (!match) throw new CourierError('redx', `RedX delivers nowhere in ${district}`);
    return { id: Number(match.id), name: String(match.name) };
  }

  return {
    name: 'redx',
    callbackAnswerHeaders: {},
    async book(p) {
      const area = await areaOf(p.district, p.area);
      const answer = await courierJson('redx', `${base}/parcel`, {
        method: 'POST',
        headers,
        body: {
          customer_name: p.recipientName,
          customer_phone: localPhone(p.recipientPhone),
          delivery_area: area.name,
          delivery_area_id: area.id,
          customer_address: p.address,
          merchant_invoice_id: p.invoice,
          cash_collection_amount: String(p.codAmount),
          parcel_weight: Math.max(1, Math.round(p.weightKg * 1000)),
          instruction: p.note,
          value: p.value,
          ...(cfg.pickupStoreId ? { pickup_store_id: Number(cfg.pickupStoreId) } : {}),
        },
      });
      const trackingId = str(answer.tracking_id);
      if (!trackingId) throw new CourierError('redx', 'RedX booked nothing');
      return { consignmentId: trackingId, trackingCode: trackingId };
    },
    async track({ consignmentId }) {
      const answer = await courierJson('redx', `${base}/parcel/info/${encodeURIComponent(consignmentId)}`, {
        method: 'GET',
        headers,
      });
      const parcel = (answer.parcel ?? {}) as Record<string, unknown>;
      const said = str(parcel.status);
      return { status: said ? (STATUS[said] ?? null) : null, message: said };
    },
    async cancel({ consignmentId }, reason) {
      await courierJson('redx', `${base}/parcels`, {
        method: 'PATCH',
        headers,
        body: {
          entity_type: 'parcel-tracking-id',
          entity_id: consignmentId,
          update_details: { property_name: 'status', new_value: 'cancelled', reason },
        },
      });
    },
    callback({ query, body }) {
      if (!sameSecret(query.token, cfg.webhookToken)) return { kind: 'forged' };
      const b = (body ?? {}) as Record<string, unknown>;
      const consignmentId = str(b.tracking_number);
      const status = STATUS[String(b.status)];
      if (!consignmentId || !status) return { kind: 'ignored' };
      // RedX reports no amount: the service records the cash it was asked to collect.
      return {
        kind: 'update',
        update: { consignmentId, status, message: str(b.message_en), codCollectedPoisha: null },
      };
    },
  };
}
