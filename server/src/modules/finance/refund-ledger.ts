import type { Db } from '../../db/client.js';
import type { NewEntry } from '../ledger/ledger.repo.js';
import type { refundEntry } from '../ledger/refund-entry.js';
import type { remittanceEntry } from '../ledger/remittance-entry.js';

/**
 * What refunds and remittances need of the ledger, handed in by composition.ts (a module reaches another only
 * through it): posting an entry in the caller's transaction, and the pure builders of their entries.
 */
export type FinanceLedger = {
  postEntry: (db: Db, entry: NewEntry) => Promise<boolean>;
  refundEntry: typeof refundEntry;
  remittanceEntry: typeof remittanceEntry;
};
