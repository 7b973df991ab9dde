import { bkashRefusal, text, type BkashAnswer } from './bkash-api.js';
import { GatewayUnavailableError, type GatewayVerdict } from './gateway.js';

// What an execute or payment/status answer means for the shop. Only these two answers ever make a payment
// completed: the browser's callback says nothing the gateway has not confirmed. A verdict of failed
// cancels the order, so it is given only when bKash said so; anything less certain is asked again.

/** Not final yet: the payer has not finished, or bKash is still settling it. Ask again later. */
const NOT_FINAL = new Set(['Initiated', 'Inprogress', 'Pending Authorized', 'Authorized']);

/** bKash's "Invalid Payment ID": the payment is unknown there, so whoever named it was not bKash. */
const UNKNOWN_PAYMENT = '2002';

/**
 * Execute refusals that are the payer's (bKash's published codes): wrong or expired PIN/OTP, not a
 * customer wallet, insufficient balance, a wallet whose state forbids paying. Every other refusal — 2062
 * "already completed", 2056 "Invalid Payment State", 2060 "pre-requisite hasn't been met", 9999 "System
 * Error", an API-gateway message without a code — says nothing certain about the money, so the status
 * query decides.
 */
const PAYER_FAILURES = new Set([
  ...['2014', '2015', '2016', '2017', '2018', '2019', '2023'],
  ...['2037', '2038', '2043', '2044', '2045', '2046', '2057', '2058'],
]);

const rejectedUnknown = (paymentID: string, message: string): GatewayVerdict => ({
  status: 'rejected',
  gatewayPaymentId: paymentID,
  reason: `bKash: ${message}`,
});

/** Execute's answer: a verdict, or 'query' when only the status query can tell what happened. */
export function executeVerdict(answer: BkashAnswer, paymentID: string): GatewayVerdict | 'query' {
  const refusal = bkashRefusal(answer);
  if (!refusal) return reportedVerdict(answer, paymentID);
  if (refusal.code === UNKNOWN_PAYMENT) return rejectedUnknown(paymentID, refusal.message);
  if (refusal.code && PAYER_FAILURES.has(refusal.code)) {
    return { status: 'failed', gatewayPaymentId: paymentID, reason: `bKash: ${refusal.message}` };
  }
  return 'query';
}

/** The payment/status answer's verdict. A refused query tells nothing about the payment: no verdict. */
export function statusVerdict(answer: BkashAnswer, paymentID: string): GatewayVerdict {
  const refusal = bkashRefusal(answer);
  if (!refusal) return reportedVerdict(answer, paymentID);
  if (refusal.code === UNKNOWN_PAYMENT) return rejectedUnknown(paymentID, refusal.message);
  throw new GatewayUnavailableError('bkash', `bKash refused the status query: ${refusal.message}`);
}

/** An accepted answer: what its transactionStatus says. */
function reportedVerdict(answer: BkashAnswer, paymentID: string): GatewayVerdict {
  const answeredFor = text(answer.paymentID);
  if (answeredFor !== undefined && answeredFor !== paymentID) {
    return {
      status: 'rejected',
      gatewayPaymentId: paymentID,
      reason: `bKash answered about payment ${answeredFor}, not ${paymentID}`,
    };
  }
  const status = text(answer.transactionStatus);
  if (status === 'Completed') {
    const trxId = text(answer.trxID);
    const amount = text(answer.amount);
    if (!trxId || !amount) {
      throw new GatewayUnavailableError(
        'bkash',
        'bKash reported a completed payment without trxID or amount',
      );
    }
    return {
      status: 'completed',
      gatewayPaymentId: paymentID,
      trxId,
      // As reported: the service compares them with the stored checkout, and a missing one fails that.
      amount,
      currency: text(answer.currency) ?? '',
      invoice: text(answer.merchantInvoiceNumber) ?? '',
    };
  }
  if (status !== undefined && NOT_FINAL.has(status))
    return { status: 'pending', gatewayPaymentId: paymentID };
  if (status === 'Cancelled') {
    return {
      status: 'cancelled',
      gatewayPaymentId: paymentID,
      reason: 'bKash reports the payment cancelled',
    };
  }
  if (status !== undefined) {
    return { status: 'failed', gatewayPaymentId: paymentID, reason: `bKash reports the payment ${status}` };
  }
  // Neither a refusal nor a status: nothing can be concluded, so nothing may change.
  throw new GatewayUnavailableError('bkash', 'bKash answered without a transactionStatus');
}
