import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { csvStream } from '../export/csv.js';
import { createExportAuditRepo } from './export-audit.repo.js';
import type { LedgerDeps } from './payout-ledger.js';
import { createPayoutMethodRepo } from './payout-method.repo.js';
import { payoutMethodRoutes } from './payout-method.routes.js';
import { createPayoutMethodService } from './payout-method.service.js';
import { createPayoutRunsRepo } from './payout-runs.repo.js';
import { createPayoutSettleRepo } from './payout-settle.repo.js';
import { payoutsRoutes } from './payouts.routes.js';
import { createPayoutsService } from './payouts.service.js';
import { bkashB2cFakeRoutes, type BkashB2cFakeCredentials } from './rails/fake/bkash-b2c-fake.js';
import { createPayoutRails } from './rails/payout-rails.js';

// Payouts (issue 29 items 4 and 5): the seller's payout method and BIN, the operator's payout runs, and bKash's
// B2C payout rail (its stand-in with PAYOUTS_FAKE), built from what composition.ts hands in from the other
// modules (the ledger, the export module's CSV writer, the auth library's password check).

export type PayoutsWiring = {
  db: Db;
  config: Pick<Config, 'payouts' | 'money' | 'brandName'>;
  ledger: LedgerDeps;
  csv: typeof csvStream;
  checkPassword: (headers: Headers, password: string) => Promise<boolean>;
  /** With PAYOUTS_FAKE: the stand-in's credentials made for this database (stand-in-secrets.ts). */
  standIn: BkashB2cFakeCredentials | null;
  /** Where the stand-in is served (config's FAKE_PAYOUT_PATHS.bkash). */
  standInPath: string;
  log: { error: (obj: object, msg: string) => void };
};

export async function registerPayouts(app: FastifyInstance, prefix: string, w: PayoutsWiring) {
  if (w.config.payouts.fake && w.standIn) {
    await app.register(bkashB2cFakeRoutes, { prefix: w.standInPath, credentials: w.standIn });
  }
  await app.register(payoutMethodRoutes, {
    prefix,
    payoutMethod: createPayoutMethodService({
      repo: createPayoutMethodRepo(w.db),
      checkPassword: w.checkPassword,
      holdHours: w.config.money.payoutMethodHoldHours,
    }),
  });
  await app.register(payoutsRoutes, {
    prefix,
    csv: w.csv,
    exported: createExportAuditRepo(w.db),
    payouts: createPayoutsService({
      runs: createPayoutRunsRepo(w.db, w.ledger, {
        requireVerifiedSeller: w.config.money.payoutsRequireVerifiedSeller,
      }),
      settle: createPayoutSettleRepo(w.db, w.ledger),
      rails: createPayoutRails(w.config.payouts, w.standIn),
      minimumPoisha: w.config.money.payoutMinimumPoisha,
      brandName: w.config.brandName,
      log: w.log,
    }),
  });
}
