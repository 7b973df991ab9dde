import type { accounts } from '../ledger/accounts.js';
import type { ledgerQueries, postEntry } from '../ledger/ledger.repo.js';

/**
 * What the payouts take from the ledger module, handed over by composition.ts (a module reaches another only
 * that way): posting entries in the payout's own transaction, the sellers' balances, the account codes.
 */
export type LedgerDeps = {
  postEntry: typeof postEntry;
  queries: typeof ledgerQueries;
  accounts: typeof accounts;
};
