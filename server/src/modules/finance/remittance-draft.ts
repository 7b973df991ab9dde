import { dhakaDay, poishaToTaka, type Courier, type RemittanceDraft } from '@bulkbazar/contract';
import type { CourierStatement } from '../delivery/couriers/courier.js';

// A remittance filled from a courier's payment statement, for the operator to check and record: each
// consignment on it matched to the shop's parcel (by consignment id, or by the invoice we booked it with — the
// order id), the courier's charges as the fees, the payment's amount as received. Pure.

type Known = {
  orderId: string;
  consignmentId: string | null;
  collectedPoisha: number | null;
  remitted: boolean;
};

export function remittanceDraft(
  courier: Courier,
  statement: CourierStatement,
  known: Known[],
  today: string,
): RemittanceDraft {
  const parcels: RemittanceDraft['parcels'] = [];
  const unmatched: RemittanceDraft['unmatched'] = [];
  let fees = 0;
  let collected = 0;
  for (const p of statement.parcels) {
    const order = known.find(
      (k) => (p.consignmentId !== null && k.consignmentId === p.consignmentId) || k.orderId === p.invoice,
    );
    const cod = p.codPoisha ?? order?.collectedPoisha ?? 0;
    fees += p.chargePoisha ?? 0;
    collected += cod;
    // A parcel remitted before is not offered again (the shop would refuse it): the operator sees it apart.
    if (order && !order.remitted && !parcels.some((x) => x.orderId === order.orderId))
      parcels.push({ orderId: order.orderId, amount: poishaToTaka(cod) });
    else unmatched.push({ consignmentId: p.consignmentId, invoice: p.invoice, amount: poishaToTaka(cod) });
  }
  const at = statement.at ? new Date(statement.at) : null;
  return {
    courier,
    statementId: statement.id,
    // What the courier says it paid; when its statement does not say, the cash less its charges.
    amount: poishaToTaka(statement.amountPoisha ?? collected - fees),
    fees: poishaToTaka(fees),
    receivedOn: at && !Number.isNaN(at.getTime()) ? dhakaDay(at) : today,
    reference: `payment ${statement.id}`,
    parcels,
    unmatched,
  };
}
