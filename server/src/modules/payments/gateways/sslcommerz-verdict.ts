import type { GatewayVerdict } from './gateway.js';
import { apiConnectRefusal, text, type SslcommerzAnswer } from './sslcommerz-api.js';

// What SSLCommerz's own answers (the validation API, the transaction query) mean for the shop. Only these
// server-to-server answers can complete a payment; a browser's or an IPN's fields never do.

const PAID = new Set(['VALID', 'VALIDATED']);
/** Not final at the gateway: the payer is still on its page, or the bank has not answered. */
const OPEN = new Set(['PENDING', 'UNATTEMPTED', 'INITIATED', 'PROCESSING']);

export const statusOf = (answer: SslcommerzAnswer) => (text(answer.status) ?? '').toUpperCase();

/**
 * A transaction SSLCommerz reports VALID (first validation) or VALIDATED (any later one: a replayed
 * return or IPN; the service keys uniqueness on bank_tran_id). Completed only when it names our tran_id,
 * carries the bank's id and an amount, and SSLCommerz scored it low-risk: like SSLCommerz's own WHMCS
 * module, a risk_level other than 0 is not taken as paid (the merchant decides in SSLCommerz's panel).
 */
export function paidVerdict(tx: SslcommerzAnswer, tranId: string): GatewayVerdict {
  const valId = text(tx.val_id) ?? null;
  const trxId = text(tx.bank_tran_id);
  const amount = text(tx.amount);
  const currency = text(tx.currency) ?? text(tx.currency_type);
  const risk = text(tx.risk_level);
  const reported = text(tx.tran_id);
  if (reported !== tranId) {
    const reason = `SSLCommerz validated tran_id ${reported ?? '(none)'}, not ${tranId}`;
    return { status: 'rejected', gatewayPaymentId: valId, reason };
  }
  if (!trxId || !amount || !currency) {
    const reason = 'SSLCommerz answered VALID without bank_tran_id, amount or currency';
    return { status: 'rejected', gatewayPaymentId: valId, reason };
  }
  if (risk !== undefined && risk !== '0') {
    const reason = `SSLCommerz scored payment ${trxId} risky (risk_level ${risk}: ${text(tx.risk_title) ?? ''}); not accepted — decide in the SSLCommerz panel`;
    return { status: 'rejected', gatewayPaymentId: valId, reason };
  }
  return { status: 'completed', gatewayPaymentId: valId ?? trxId, trxId, amount, currency, invoice: tranId };
}

/**
 * A status that is not paid. `unknown` says what an unexpected status means where it is read: 'pending'
 * for a query (ask again later), 'rejected' for a confirmation (nothing changes, the reason is logged).
 */
export function unpaidVerdict(
  tx: SslcommerzAnswer,
  id: string | null,
  unknown: 'pending' | 'rejected',
): GatewayVerdict {
  const status = statusOf(tx);
  const error = text(tx.error) ?? text(tx.failedreason);
  if (status === 'FAILED')
    return { status: 'failed', gatewayPaymentId: id, reason: error ?? 'The payment failed at SSLCommerz' };
  if (status === 'CANCELLED')
    return { status: 'cancelled', gatewayPaymentId: id, reason: 'The payer cancelled at SSLCommerz' };
  if (status === 'EXPIRED')
    return { status: 'failed', gatewayPaymentId: id, reason: 'The SSLCommerz session expired' };
  if (status === 'INVALID_TRANSACTION') {
    return {
      status: 'rejected',
      gatewayPaymentId: id,
      reason: 'SSLCommerz knows no such transaction (INVALID_TRANSACTION)',
    };
  }
  if (OPEN.has(status) || unknown === 'pending') {
    if (id !== null) return { status: 'pending', gatewayPaymentId: id };
    // Nothing to name it by (an unsigned post about an open attempt): changes nothing, like pending.
    return { status: 'rejected', gatewayPaymentId: null, reason: `Not final at SSLCommerz yet (${status})` };
  }
  return {
    status: 'rejected',
    gatewayPaymentId: id,
    reason: `SSLCommerz answered status "${status || '(none)'}"`,
  };
}

/**
 * The validation API's answer for the val_id a post named. Throws when SSLCommerz refused the request
 * itself (wrong store credentials: our configuration, not the payer's doing).
 */
export function validationVerdict(answer: SslcommerzAnswer, valId: string, tranId: string): GatewayVerdict {
  const status = statusOf(answer);
  if (PAID.has(status)) return paidVerdict(answer, tranId);
  if (status === 'INVALID_TRANSACTION') return unpaidVerdict(answer, valId, 'rejected');
  const refused = apiConnectRefusal(answer);
  if (refused) throw new Error(refused);
  // A failed transaction must be ours before it may cancel anything: the val_id came from the post.
  const reported = text(answer.tran_id);
  if (reported !== tranId) {
    const reason = `SSLCommerz reports val_id ${valId} for tran_id ${reported ?? '(none)'}, not ${tranId}`;
    return { status: 'rejected', gatewayPaymentId: valId, reason };
  }
  return unpaidVerdict(answer, valId, 'rejected');
}

const isObject = (v: unknown): v is SslcommerzAnswer =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The latest of several attempts by tran_date ("2016-05-08 15:53:49" sorts as text); ties: the last listed. */
const latest = (txs: SslcommerzAnswer[]) =>
  txs.reduce((a, b) => ((text(b.tran_date) ?? '') >= (text(a.tran_date) ?? '') ? b : a));

/**
 * The transaction query's answer for our tran_id, or null when SSLCommerz lists no attempt. A payer may
 * try several times within one session, so a paid attempt wins over any failed one (money was taken: the
 * order must not be cancelled for an earlier declined card); then an open one; else the latest.
 */
export function queryVerdict(
  answer: SslcommerzAnswer,
  tranId: string,
  id: string | null,
): GatewayVerdict | null {
  const attempts = (Array.isArray(answer.element) ? answer.element : []).filter(isObject);
  if (attempts.length === 0) return null;
  const paid = attempts.filter((tx) => PAID.has(statusOf(tx)));
  if (paid.length > 0) return paidVerdict(latest(paid), tranId);
  const open = attempts.find((tx) => OPEN.has(statusOf(tx)));
  if (open) return unpaidVerdict(open, text(open.val_id) ?? id, 'pending');
  const last = latest(attempts);
  return unpaidVerdict(last, text(last.val_id) ?? id, 'pending');
}
