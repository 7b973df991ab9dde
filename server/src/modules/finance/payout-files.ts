import { poishaToTaka } from '@bulkbazar/contract';
import type { Column } from '../export/csv.js';
import type { PayoutRow } from './payout-runs.repo.js';

// The two files of a payout run, for the operator to upload where the money is sent from. Only payouts still
// pending are listed (one marked sent or failed, or sent through bKash's API, must never be paid again by file).
//
// BEFTN: banks' bulk-upload portals (BEFTN "bulk credit" templates) ask, per beneficiary, for the name on the
// account, the account number, the branch's 9-digit routing number, the bank, the amount and a reference and
// narration the beneficiary sees; most take an e-mail for the credit advice. MFS: the bKash and Nagad
// business portals' bulk disbursement takes the wallet, the amount and a reference (a name helps the checker).
// Values that a spreadsheet would run as a formula are neutralised by csvStream; amounts are taka, 2 decimals.

const taka = (poisha: number) => poishaToTaka(poisha).toFixed(2);

export const BANK_FILE_COLUMNS = (narration: string): Column<PayoutRow>[] => [
  { header: 'Beneficiary Name', value: (p) => p.destination.accountName },
  { header: 'Beneficiary Account Number', value: (p) => p.destination.accountNumber },
  { header: 'Routing Number', value: (p) => p.destination.routingNumber },
  { header: 'Bank Name', value: (p) => p.destination.bankName },
  { header: 'Amount (BDT)', value: (p) => taka(p.amountPoisha) },
  { header: 'Reference', value: (p) => p.id },
  { header: 'Narration', value: () => narration },
  { header: 'Beneficiary Email', value: (p) => p.sellerEmail },
];

export const MFS_FILE_COLUMNS: Column<PayoutRow>[] = [
  { header: 'Wallet', value: (p) => p.destination.walletNumber },
  { header: 'Amount (BDT)', value: (p) => taka(p.amountPoisha) },
  { header: 'Reference', value: (p) => p.id },
  { header: 'Name', value: (p) => p.sellerName },
  { header: 'Provider', value: (p) => p.method },
];

/** The payouts a file may still pay: pending, of its kind, never sent through a rail. */
export const payableByFile = (rows: PayoutRow[], kind: 'bank' | 'mfs', provider?: string) =>
  rows.filter(
    (p) =>
      p.status === 'pending' &&
      !p.railAttemptedAt &&
      (kind === 'bank' ? p.method === 'bank' : p.method !== 'bank' && (!provider || p.method === provider)),
  );
