import type { Db } from '../db/client.js';
import { readCommissionRates } from '../db/commission-rates.js';
import { createShipmentsRepo } from '../modules/delivery/shipments.repo.js';
import { createCommissionRepo } from '../modules/finance/commission.repo.js';
import { createCommissionService } from '../modules/finance/commission.service.js';
import { createPayoutMethodRepo } from '../modules/finance/payout-method.repo.js';
import { createPayoutMethodService } from '../modules/finance/payout-method.service.js';
import { createPayoutRunsRepo } from '../modules/finance/payout-runs.repo.js';
import { createPayoutSettleRepo } from '../modules/finance/payout-settle.repo.js';
import { createPayoutsService } from '../modules/finance/payouts.service.js';
import { createRefundsRepo } from '../modules/finance/refunds.repo.js';
import { createRefundsService } from '../modules/finance/refunds.service.js';
import { createRemittancesRepo } from '../modules/finance/remittances.repo.js';
import { createRemittancesService } from '../modules/finance/remittances.service.js';
import { accounts } from '../modules/ledger/accounts.js';
import { ledgerQueries, postEntry } from '../modules/ledger/ledger.repo.js';
import type { Postings } from '../modules/ledger/postings.js';
import { refundEntry } from '../modules/ledger/refund-entry.js';
import { remittanceEntry } from '../modules/ledger/remittance-entry.js';
import type { createDemoGateway } from './demo-gateway.js';

/** The settings' defaults the demo's money is made with (config.money: PAYOUT_MINIMUM_TAKA, COD_REMITTANCE_DAYS). */
const PAYOUT_MINIMUM_POISHA = 50_000;
const COD_REMITTANCE_DAYS = 7;

/**
 * The finance module's services for the demo seed (issue 29), bound to the seed's one transaction as the rest
 * of seed-services.ts is: the commission rules, payout methods, payout runs, refunds through the demo gateway,
 * couriers' remittances, and the shipments' booking and callback path (the courier clients' answers are
 * written by the seed, as shipDemoOrders does). `payoutMethods(setAt)`: methods saved at that moment, so their
 * 48-hour hold has long ended in the demo.
 */
export function createMoneyServices(
  tx: Db,
  postings: Postings,
  gateways: Record<'bkash' | 'sslcommerz', ReturnType<typeof createDemoGateway>>,
  now: () => Date,
) {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const ledger = { postEntry, queries: ledgerQueries, accounts };
  const financeLedger = { postEntry, refundEntry, remittanceEntry };
  const commissionRepo = createCommissionRepo(tx);
  return {
    // No copy in memory: the seed's checkouts read the rules from its transaction (checkout.repo).
    commission: createCommissionService(
      commissionRepo,
      { get: () => readCommissionRates(tx), forget: () => {} },
      now,
    ),
    payoutMethods: (setAt: Date) =>
      createPayoutMethodService({
        repo: createPayoutMethodRepo(tx),
        // The demo sellers have no password to type again: the seed saves their methods for them.
        checkPassword: async () => true,
        holdHours: 48,
        now: () => setAt,
      }),
    payouts: createPayoutsService({
      runs: createPayoutRunsRepo(tx, ledger),
      settle: createPayoutSettleRepo(tx, ledger),
      rails: {},
      minimumPoisha: PAYOUT_MINIMUM_POISHA,
      brandName: 'BulkBazar',
      log: silent,
    }),
    refunds: createRefundsService({
      repo: createRefundsRepo(tx, financeLedger),
      gateways: { bkash: gateways.bkash.client, sslcommerz: gateways.sslcommerz.client },
      log: silent,
    }),
    remittances: createRemittancesService({
      repo: createRemittancesRepo(tx, financeLedger),
      couriers: {},
      remittanceDays: COD_REMITTANCE_DAYS,
      now,
    }),
    shipments: createShipmentsRepo(tx),
    postings,
    ledger: ledgerQueries(tx),
  };
}

export type MoneyServices = ReturnType<typeof createMoneyServices>;
