import {
  BkashError,
  bkashRefusal,
  createBkashApi,
  text,
  type BkashCredentials,
  type BkashOptions,
} from './bkash-api.js';
import { executeVerdict, statusVerdict } from './bkash-verdict.js';
import { GatewayUnavailableError, type GatewayClient, type GatewayVerdict } from './gateway.js';

// bKash Tokenized Checkout (v1.2.0-beta): create → the payer approves on bkashURL → bKash sends the browser
// to our callbackURL?paymentID=…&status=success|failure|cancel → we execute, which moves the money. Execute
// must never run twice for a payment, so a late or lost execute answer is followed by a status query only.

export { BkashError } from './bkash-api.js';

/** What a callback's status claims (unverified). */
const CLAIMS: Record<string, 'failed' | 'cancelled'> = { failure: 'failed', cancel: 'cancelled' };

export function createBkashClient(cfg: BkashCredentials, opts: BkashOptions = {}): GatewayClient {
  const api = createBkashApi(cfg, opts);

  const queryPayment = async (paymentID: string): Promise<GatewayVerdict> =>
    statusVerdict(await api.call('/tokenized/checkout/payment/status', { paymentID }), paymentID);

  /** Execute, then the status query at most once: when execute's answer is lost, late or inconclusive. */
  async function executePayment(paymentID: string): Promise<GatewayVerdict> {
    try {
      const verdict = executeVerdict(await api.call('/tokenized/checkout/execute', { paymentID }), paymentID);
      if (verdict !== 'query') return verdict;
    } catch (err) {
      // Execute may have moved the money even though its answer never came: ask what happened.
      if (!(err instanceof GatewayUnavailableError)) throw err;
    }
    return queryPayment(paymentID);
  }

  return {
    name: 'bkash',

    async start(payment) {
      const answer = await api.call('/tokenized/checkout/create', {
        mode: '0011',
        // bKash requires a payer reference (it pre-fills the wallet number with it); a buyer without a
        // phone number still gets one.
        payerReference: payment.customer.phone || payment.invoice,
        callbackURL: payment.urls.callback,
        amount: payment.amount,
        currency: payment.currency,
        intent: 'sale',
        merchantInvoiceNumber: payment.invoice,
      });
      const refusal = bkashRefusal(answer);
      if (refusal) throw new BkashError(refusal.code, refusal.message);
      const gatewayPaymentId = text(answer.paymentID);
      const redirectUrl = text(answer.bkashURL);
      if (!gatewayPaymentId || !redirectUrl) {
        throw new BkashError(null, 'bKash created the payment without a paymentID or bkashURL');
      }
      return { gatewayPaymentId, redirectUrl };
    },

    identify(params) {
      if (!params.paymentID) return {};
      const claim = CLAIMS[params.status ?? ''];
      return claim ? { gatewayPaymentId: params.paymentID, claim } : { gatewayPaymentId: params.paymentID };
    },

    async confirm(params, { execute }) {
      const paymentID = params.paymentID;
      if (!paymentID) {
        return {
          status: 'rejected',
          gatewayPaymentId: null,
          reason: 'The bKash callback names no paymentID',
        };
      }
      // A success is only the payer's approval, and proves nothing until execute or the status query says
      // Completed. A failure or cancel is a public GET anyone who learnt the paymentID can send (issue 28):
      // only bKash's own status answer says whether the payment really ended.
      switch (params.status) {
        case 'success':
          return execute ? executePayment(paymentID) : queryPayment(paymentID);
        case 'failure':
        case 'cancel':
          return queryPayment(paymentID);
        default:
          return {
            status: 'rejected',
            gatewayPaymentId: paymentID,
            reason: `The bKash callback has an unknown status ${JSON.stringify(params.status ?? null)}`,
          };
      }
    },

    query: ({ gatewayPaymentId }) => queryPayment(gatewayPaymentId),

    async refund({ gatewayPaymentId, trxId, invoice, amount, reason }) {
      const answer = await api.call('/tokenized/checkout/payment/refund', {
        paymentID: gatewayPaymentId,
        amount,
        trxID: trxId,
        sku: invoice,
        reason,
      });
      const refusal = bkashRefusal(answer);
      if (refusal) throw new BkashError(refusal.code, refusal.message);
      const refundId = text(answer.refundTrxID);
      const status = text(answer.transactionStatus);
      if (!refundId || (status !== undefined && status !== 'Completed')) {
        throw new BkashError(null, `bKash did not complete the refund (${status ?? 'no refundTrxID'})`);
      }
      return { refundId };
    },
  };
}
