import type { CourierStatement, CourierStatementSummary } from './courier.js';
import { courierJson, str, takaField } from './courier-http.js';

// Steadfast's payment statements (portal.packzy.com/api/v1): "Get Payments" GET /payments and "Get Single
// Payment with Consignments" GET /payments/{payment_id}, as its API documentation (V1) lists them. The document
// names the paths but shows no answer, so the fields read here are those integrators report — a payment's id,
// amount, status and created_at; each consignment's consignment_id, invoice, cod_amount and delivery_charge —
// taken whether the list comes bare or under `data`/`payments`, and a field missing reads as null (never a guess).

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

function listIn(answer: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(answer)) return answer;
  const o = asObject(answer);
  for (const k of keys) {
    if (Array.isArray(o[k])) return o[k] as unknown[];
    const inner = asObject(o[k]);
    if (Array.isArray(inner.data)) return inner.data as unknown[];
  }
  return [];
}

const summaryOf = (v: unknown): CourierStatementSummary | null => {
  const p = asObject(v);
  const id = str(p.id ?? p.payment_id);
  if (!id) return null;
  return {
    id,
    amountPoisha: takaField(p.amount ?? p.total_amount),
    at: str(p.created_at ?? p.date),
    status: str(p.status),
  };
};

export function steadfastStatements(base: string, headers: Record<string, string>) {
  return {
    async statements(): Promise<CourierStatementSummary[]> {
      const answer = await courierJson('steadfast', `${base}/payments`, { method: 'GET', headers });
      return listIn(answer, 'data', 'payments')
        .map(summaryOf)
        .filter((s): s is CourierStatementSummary => s !== null);
    },

    async statement(id: string): Promise<CourierStatement> {
      const answer = await courierJson('steadfast', `${base}/payments/${encodeURIComponent(id)}`, {
        method: 'GET',
        headers,
      });
      const o = asObject(answer);
      const payment = asObject(o.data ?? o.payment ?? o);
      const summary = summaryOf(payment) ?? { id, amountPoisha: null, at: null, status: null };
      const consignments = listIn(payment.consignments ?? o.consignments, 'data');
      return {
        ...summary,
        parcels: consignments.map((c) => {
          const x = asObject(c);
          return {
            consignmentId: str(x.consignment_id),
            invoice: str(x.invoice),
            codPoisha: takaField(x.cod_amount),
            chargePoisha: takaField(x.delivery_charge ?? x.delivery_fee),
          };
        }),
      };
    },
  };
}
