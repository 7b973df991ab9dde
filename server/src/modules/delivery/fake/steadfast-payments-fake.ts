import type { FastifyInstance } from 'fastify';
import { CONTROL_ROUTE } from './fake-courier-options.js';
import type { FakeParcel } from './fake-courier-store.js';

// COURIERS_FAKE: Steadfast's payment statements (GET /payments, GET /payments/{id}) for the parcels the stand-in
// delivered, and a control that makes one payment of the delivered parcels not paid yet — what Steadfast does
// when it settles the cash it collected, less its delivery charge per parcel. The answers use the fields
// integrators report (Steadfast's document shows none): { id, amount, status, created_at } and consignments of
// { consignment_id, invoice, tracking_code, cod_amount, delivery_charge, status }.

/** The delivery charge the stand-in deducts per parcel (what its webhook reports as delivery_charge). */
export const STEADFAST_FAKE_CHARGE = 60;

type Paid = { parcel: FakeParcel; collected: number };
type Payment = { id: number; createdAt: string; parcels: Paid[] };

export function steadfastPaymentsFake(app: FastifyInstance) {
  const delivered: Paid[] = [];
  const payments: Payment[] = [];
  let nextId = 1001;
  const amountOf = (p: Payment) =>
    Math.round(p.parcels.reduce((a, x) => a + (x.collected - STEADFAST_FAKE_CHARGE) * 100, 0)) / 100;
  const listed = (p: Payment) => ({
    id: p.id,
    amount: amountOf(p),
    status: 'paid',
    created_at: p.createdAt,
    updated_at: p.createdAt,
  });

  app.get('/payments', async () => ({ status: 200, data: payments.map(listed) }));

  app.get<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
    const p = payments.find((x) => String(x.id) === request.params.id);
    if (!p) return reply.code(404).send({ status: 404, message: 'Payment not found' });
    return {
      status: 200,
      data: {
        ...listed(p),
        consignments: p.parcels.map(({ parcel, collected }) => ({
          consignment_id: Number(parcel.consignmentId),
          invoice: parcel.invoice,
          tracking_code: parcel.trackingCode,
          cod_amount: collected,
          delivery_charge: STEADFAST_FAKE_CHARGE,
          status: 'delivered',
        })),
      },
    };
  });

  /** The control: one payment of every delivered parcel not paid yet; answers its id (404 when none is due). */
  app.post('/_control/payment', CONTROL_ROUTE, async (_request, reply) => {
    const due = delivered.splice(0);
    if (due.length === 0) return reply.code(404).send({ message: 'no delivered parcel to pay for' });
    const p = { id: nextId++, createdAt: new Date().toISOString(), parcels: due };
    payments.push(p);
    return { id: p.id, amount: amountOf(p) };
  });

  return {
    /** A parcel delivered with `collected` taka taken at the door: paid for in the next payment. */
    delivered: (parcel: FakeParcel, collected: number) => void delivered.push({ parcel, collected }),
  };
}
