import type { WalletMethod } from '@bulkbazar/contract';
import type { Config } from '../../../config.js';
import { createBkashB2cClient, type BkashB2cCredentials } from './bkash-b2c-client.js';
import type { PayoutRail } from './payout-rail.js';

type Credentials = Omit<BkashB2cCredentials, 'baseUrl'>;

/**
 * The payout rails the configuration names, by the wallets they pay: bKash's B2C payout (live, or its stand-in
 * with PAYOUTS_FAKE and the credentials made for this database). Nagad and Rocket publish no payout API:
 * their payouts go by bulk file.
 */
export function createPayoutRails(
  cfg: Config['payouts'],
  standIn: Credentials | null,
): Partial<Record<WalletMethod, PayoutRail>> {
  if (!cfg.bkash) return {};
  if (cfg.fake && !standIn) return {};
  const credentials = cfg.fake ? { ...cfg.bkash, ...standIn! } : cfg.bkash;
  return { bkash: createBkashB2cClient(credentials) };
}
