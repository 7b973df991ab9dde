import type { PaymentGateway } from '@bulkbazar/contract';

// One interface for the online gateways (bKash Tokenized Checkout, SSLCommerz). The payments service decides
// what a gateway's answer means for the shop (holds, orders, ledger); a client only speaks its gateway's API,
// and never trusts the browser: `confirm` asks the gateway itself.

export type StartPayment = {
  /** Our reference, sent as bKash `merchantInvoiceNumber` / SSLCommerz `tran_id`: the payment's id. */
  invoice: string;
  /** Two decimals as a string ("125.50"), never a float. */
  amount: string;
  currency: 'BDT';
  customer: { name: string; email: string; phone: string; address: string };
  /** A short description for the gateway page ("3 products from 2 sellers"). */
  description: string;
  /**
   * Where the gateway sends the payer back and, for SSLCommerz, where it posts the IPN. The client appends
   * nothing secret to them.
   */
  urls: { callback: string; success: string; fail: string; cancel: string; ipn: string };
};

export type Started = { gatewayPaymentId: string; redirectUrl: string };

/** What the gateway itself said about a payment (never what a browser claimed). */
export type GatewayVerdict =
  | {
      status: 'completed';
      gatewayPaymentId: string;
      /** bKash `trxID`; SSLCommerz `bank_tran_id` (unique per transaction at the gateway). */
      trxId: string;
      /** As the gateway reported it: a decimal string, compared exactly with the stored amount. */
      amount: string;
      currency: string;
      /** The invoice (our payment id) the gateway reports the money was paid for. */
      invoice: string;
    }
  | { status: 'failed' | 'cancelled'; gatewayPaymentId: string | null; reason: string }
  /** Not final at the gateway yet (bKash "Initiated"; SSLCommerz "PENDING"): ask again later. */
  | { status: 'pending'; gatewayPaymentId: string }
  /** The request did not come from the gateway (bad verify_sign, unknown ids): changes nothing, logged. */
  | { status: 'rejected'; gatewayPaymentId: string | null; reason: string };

/**
 * The ids a callback, return or IPN names, so the service can find (and lock) the payment, and what it
 * claims when it says the payment failed or was cancelled. A claim is only a claim (anyone can send one):
 * the service acts on it only when the gateway's answer or the buyer's own session backs it.
 */
export type CallbackIds = { gatewayPaymentId?: string; invoice?: string; claim?: 'failed' | 'cancelled' };

export interface GatewayClient {
  readonly name: PaymentGateway;
  /** Creates the payment at the gateway: its id and the page to send the payer to. */
  start(payment: StartPayment): Promise<Started>;
  /** The ids in a callback/return/IPN's parameters (query string or form fields), unverified. */
  identify(params: Record<string, string>): CallbackIds;
  /**
   * Confirms a callback/return/IPN by asking the gateway. `execute` is false when another request already
   * started bKash's execute for this payment: then the client only queries (bKash must never execute twice).
   * A gateway that does not answer in time makes the client query once before it gives up (throws).
   */
  confirm(params: Record<string, string>, opts: { execute: boolean }): Promise<GatewayVerdict>;
  /** The payment's state at the gateway (bKash payment/status; SSLCommerz transaction query by tran_id). */
  query(ids: { gatewayPaymentId: string; invoice: string }): Promise<GatewayVerdict>;
  /** Refunds `amount` (two-decimal string) of a completed payment; answers the gateway's refund id. */
  refund(p: {
    gatewayPaymentId: string;
    trxId: string;
    invoice: string;
    amount: string;
    reason: string;
    /**
     * The same for every try of one refund (28 hex characters or fewer), so a retry after a timeout is the
     * same refund where the gateway takes an id (SSLCommerz's refund_trans_id).
     */
    key: string;
  }): Promise<{ refundId: string }>;
}

/** A gateway did not answer (network error, timeout, 5xx): the service answers 503 and changes nothing. */
export class GatewayUnavailableError extends Error {
  constructor(
    readonly gateway: PaymentGateway,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}
