import { randomBytes, randomInt } from 'node:crypto';

// What a courier stand-in remembers (in memory: the stand-ins serve tests and the demo, one process each).

export type FakeParcel = {
  consignmentId: string;
  trackingCode: string;
  invoice: string;
  codAmount: number;
  status: string;
};

export function createFakeParcels() {
  const parcels = new Map<string, FakeParcel>();
  return {
    add(invoice: string, codAmount: number, status: string, numericId = true): FakeParcel {
      const consignmentId = numericId
        ? String(randomInt(10_000_000, 99_999_999))
        : `${randomBytes(4).toString('hex').toUpperCase()}`;
      const parcel = {
        consignmentId,
        trackingCode: randomBytes(4).toString('hex').toUpperCase(),
        invoice,
        codAmount,
        status,
      };
      parcels.set(consignmentId, parcel);
      return parcel;
    },
    get: (id: string) => parcels.get(id),
    byTracking: (code: string) => [...parcels.values()].find((p) => p.trackingCode === code),
    byInvoice: (invoice: string) => [...parcels.values()].find((p) => p.invoice === invoice),
  };
}

/** The status a test (or the demo) tells a stand-in to report, in the shop's words. */
export const CONTROL_STATUSES = ['in_transit', 'on_hold', 'delivered', 'returned'] as const;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];

/** Posts a callback to the shop as the courier would, answering the shop's HTTP status. */
export async function sendCallback(url: string, headers: Record<string, string>, body: object) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}
