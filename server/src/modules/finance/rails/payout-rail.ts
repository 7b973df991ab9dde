import type { WalletMethod } from '@bulkbazar/contract';

// One interface for the rails a payout can be sent through by API (today bKash's B2C payout), as the payment
// gateways have theirs (payments/gateways/gateway.ts). The payouts service decides what an answer means for the
// payout and the ledger; a rail only speaks its provider's API.

export type RailPayout = {
  /** Our reference, sent as the provider's invoice number: the payout's id. */
  invoice: string;
  /** Two decimals as a string ("1250.50"), never a float. */
  amount: string;
  /** The receiving wallet, 01XXXXXXXXX. */
  wallet: string;
};

export interface PayoutRail {
  /** The wallets this rail pays. */
  readonly method: WalletMethod;
  /**
   * Sends the money. Answers the provider's transaction id when it says the money moved; throws RailRefused
   * when it says it did not (nothing was paid), RailUnavailable when its answer never came (it may have paid:
   * the caller must not send again).
   */
  send(payout: RailPayout): Promise<{ reference: string }>;
}

/** The provider answered and refused: the money did not move. */
export class RailRefused extends Error {
  constructor(
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'RailRefused';
  }
}

/** No answer (network error, timeout, 5xx, unreadable): whether the money moved is not known. */
export class RailUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RailUnavailable';
  }
}
