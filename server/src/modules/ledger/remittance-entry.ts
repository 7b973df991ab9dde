import { accounts, type LedgerCourier } from './accounts.js';
import type { NewEntry } from './ledger.repo.js';

// The entry of a courier's remittance (decision 0026, `remittance:<id>`). Pure: the remittances repo
// (modules/finance) posts it in the transaction that records the remittance and its parcels.

/**
 * The courier handed over `amountPoisha` (into the shop's bank) and kept `feesPoisha` as its charges: both
 * leave the courier's receivable, which the cash it collected at the door had filled.
 */
export const remittanceEntry = (r: {
  id: string;
  courier: LedgerCourier;
  amountPoisha: number;
  feesPoisha: number;
  reference: string;
  actorId: string | null;
}): NewEntry => ({
  kind: 'remittance_received',
  key: `remittance:${r.id}`,
  remittanceId: r.id,
  actorId: r.actorId,
  memo: `${r.courier} ${r.reference}`,
  lines: [
    { account: accounts.bank, amountPoisha: r.amountPoisha },
    { account: accounts.courierFees, amountPoisha: r.feesPoisha },
    { account: accounts.codReceivable(r.courier), amountPoisha: -(r.amountPoisha + r.feesPoisha) },
  ],
});
