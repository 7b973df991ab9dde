import {
  isWalletMethod,
  maskNumber,
  walletNumberOf,
  type Lang,
  type PayoutMethodBody,
  type PayoutMethodView,
} from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { PayoutDestinationFields, PayoutMethodRepo, SellerFinanceRow } from './payout-method.repo.js';

type Deps = {
  repo: PayoutMethodRepo;
  /** The auth library's check of the caller's password (modules/auth account.service checkPassword). */
  checkPassword: (headers: Headers, password: string) => Promise<boolean>;
  /** How long a new or changed method holds payouts (config.money.payoutMethodHoldHours). */
  holdHours: number;
  now?: () => Date;
};

const WRONG_PASSWORD = 'The current password is not correct';

/** The stored method as its seller sees it: numbers masked but for their last 4 digits. */
export function payoutMethodView(row: SellerFinanceRow | undefined): PayoutMethodView {
  return {
    method: (row?.method as PayoutMethodView['method']) ?? null,
    walletNumber: row?.walletNumber ? maskNumber(row.walletNumber) : null,
    bankName: row?.bankName ?? null,
    routingNumber: row?.routingNumber ?? null,
    accountName: row?.accountName ?? null,
    accountNumber: row?.accountNumber ? maskNumber(row.accountNumber) : null,
    bin: row?.bin ?? null,
    payoutsHeldUntil: row?.payoutsHeldUntil?.toISOString() ?? null,
  };
}

/** Only the chosen method's fields are kept (the body was checked by payoutMethodBodySchema). */
function destinationOf(body: PayoutMethodBody): PayoutDestinationFields {
  if (isWalletMethod(body.method)) {
    return {
      method: body.method,
      walletNumber: walletNumberOf(body.walletNumber ?? ''),
      bankName: null,
      routingNumber: null,
      accountName: null,
      accountNumber: null,
    };
  }
  return {
    method: 'bank',
    walletNumber: null,
    bankName: body.bankName ?? null,
    routingNumber: body.routingNumber ?? null,
    accountName: body.accountName?.trim() ?? null,
    accountNumber: body.accountNumber ?? null,
  };
}

/** Where a seller's payouts go and their VAT BIN (issue 29 items 4 and 8), behind their password. */
export function createPayoutMethodService({ repo, checkPassword, holdHours, now = () => new Date() }: Deps) {
  return {
    get: async (viewer: Viewer) => payoutMethodView(await repo.find(viewer.id)),

    /**
     * Checks the password again first (nothing is changed when it is wrong). A new or changed destination holds
     * payouts for `holdHours` and e-mails the seller: a stolen session must not redirect their money unseen.
     */
    async update(viewer: Viewer, headers: Headers, body: PayoutMethodBody, lang: Lang) {
      if (!(await checkPassword(headers, body.currentPassword))) {
        throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
      }
      const destination = destinationOf(body);
      const number = destination.walletNumber ?? destination.accountNumber ?? '';
      const { row } = await repo.save(viewer.id, {
        destination,
        bin: body.bin,
        hold: {
          until: new Date(now().getTime() + holdHours * 3_600_000),
          notice: { method: destination.method, ending: maskNumber(number), holdHours, lang },
        },
      });
      return payoutMethodView(row);
    },
  };
}

export type PayoutMethodService = ReturnType<typeof createPayoutMethodService>;
