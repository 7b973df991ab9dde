import {
  amountStringToPoisha,
  formatTaka,
  PAYMENT_NOT_COMPLETED,
  poishaToTaka,
  type PaymentResult,
} from '@bulkbazar/contract';
import { isUniqueViolation } from '../../kernel/db-errors.js';
import { paymentVerdicts } from '../../kernel/shop-metrics.js';
import type { Postings } from '../ledger/postings.js';
import type { GatewayVerdict } from './gateways/gateway.js';
import type { PaymentRow, PaymentsRepo, PaymentsTx } from './payments.repo.js';

export type Outcome = { result: PaymentResult; checkoutId: string | null; lateRefund?: PaymentRow };
type Log = { warn: (obj: object, msg: string) => void };

/** What a payment's stored state means to the buyer coming back (a replayed callback gets the same answer). */
export function resultOf(p: PaymentRow): PaymentResult {
  switch (p.status) {
    case 'completed':
      return 'completed';
    case 'failed':
    case 'cancelled':
      return p.status;
    case 'initiated':
      return 'pending';
    default:
      return 'expired';
  }
}

/**
 * Why a completed answer does not match the stored payment: the amount (compared as exact poisha from the
 * gateway's decimal string), the currency and the invoice number (our payment id) must all be equal.
 */
function mismatch(p: PaymentRow, v: Extract<GatewayVerdict, { status: 'completed' }>): string | null {
  const paid = amountStringToPoisha(v.amount);
  if (paid !== p.amountPoisha)
    return `amount ${v.amount} does not equal the stored ${formatTaka(poishaToTaka(p.amountPoisha))}`;
  if (v.currency !== p.currency) return `currency ${v.currency} is not ${p.currency}`;
  if (v.invoice !== p.id) return `invoice ${v.invoice} is not this payment's`;
  return null;
}

/** A COD advance split over the checkout's orders in proportion to their totals (the first gets the poisha left). */
export function shares(amount: number, totals: number[]): number[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  const split = totals.map((t) => Number((BigInt(amount) * BigInt(t)) / BigInt(sum)));
  split[0]! += amount - split.reduce((a, b) => a + b, 0);
  return split;
}

type Ledger = ReturnType<Postings>;

async function completeInTx(tx: PaymentsTx, ledger: Ledger, p: PaymentRow, trxId: string): Promise<Outcome> {
  const event = {
    paymentId: p.id,
    checkoutId: p.checkoutId,
    amountPoisha: p.amountPoisha,
    gateway: p.gateway,
    purpose: p.purpose,
    gatewayPaymentId: p.gatewayPaymentId,
    gatewayTrxId: trxId,
  };
  // Nothing left to pay for (the hold ended as this attempt opened) counts as late too: never money kept
  // for orders that were cancelled.
  const waiting = p.status === 'initiated' ? await tx.awaitingOrders(p.checkoutId) : [];
  // The money is the shop's to account for either way: kept for the orders, or held until it is given back
  // (its refund posts the way out), so the books show both.
  await ledger.paymentReceived(p);
  if (waiting.length === 0) {
    // The money arrived after the attempt or the hold ended (the stock is back on sale, or another attempt
    // is the one to pay): record it and give it back.
    const late =
      p.status === 'initiated'
        ? 'arrived after its orders had stopped waiting for it'
        : `arrived after the payment was ${p.status}`;
    await tx.update(p.id, { gatewayTrxId: trxId, status: 'refund_due' });
    await tx.addEvent({ ...event, type: 'completed', note: late });
    return { result: 'expired', checkoutId: p.checkoutId, lateRefund: { ...p, gatewayTrxId: trxId } };
  }
  await tx.update(p.id, { gatewayTrxId: trxId, status: 'completed' });
  await tx.addEvent({ ...event, type: 'completed', note: null });
  await tx.notifyBuyer(p.checkoutId, 'payment_confirmed', p.amountPoisha);
  const paid =
    p.purpose === 'full'
      ? waiting.map((o) => o.totalPoisha)
      : shares(
          p.amountPoisha,
          waiting.map((o) => o.totalPoisha),
        );
  for (const [i, o] of waiting.entries())
    await tx.markOrderPaid(o.id, paid[i]!, p.purpose === 'full' ? 'paid' : 'partially_paid');
  return { result: 'completed', checkoutId: p.checkoutId };
}

/**
 * Applies what the gateway said about payment `p`, once: the payment row is locked, a gateway transaction id
 * is recorded only on a payment that has none (and is unique across payments), so the same callback or IPN
 * five times — or racing the hold's expiry — moves the orders and the stock exactly once.
 */
export async function applyVerdict(
  ...args: Parameters<typeof applyUncounted>
): Promise<Outcome & { released: number }> {
  const { believed, settled, ...outcome } = await applyUncounted(...args);
  const [, p, verdict] = args;
  // Each payment is counted once, when an answer settles it (a replay of the IPN or the return is not), and
  // every answer not believed (rejected, or not matching the payment) as 'rejected'.
  if (verdict.status === 'rejected' || believed === false)
    paymentVerdicts.inc({ gateway: p.gateway, result: 'rejected' });
  else if (settled) paymentVerdicts.inc({ gateway: p.gateway, result: outcome.result });
  return outcome;
}

async function applyUncounted(
  repo: PaymentsRepo,
  p: PaymentRow,
  verdict: GatewayVerdict,
  log: Log,
  /** The ledger: a payment completed posts its receipt in the transaction that records it. */
  postings: Postings,
): Promise<Outcome & { released: number; believed?: false; settled?: true }> {
  const base = { checkoutId: p.checkoutId, released: 0 };
  if (verdict.status === 'pending') return { ...base, result: 'pending' };
  if (verdict.status === 'rejected') {
    log.warn({ paymentId: p.id, reason: verdict.reason }, 'payment callback rejected');
    await repo.addEvent({
      paymentId: p.id,
      checkoutId: p.checkoutId,
      type: 'rejected',
      amountPoisha: p.amountPoisha,
      gateway: p.gateway,
      purpose: p.purpose,
      gatewayPaymentId: p.gatewayPaymentId,
      note: verdict.reason,
    });
    return { ...base, result: resultOf(p) };
  }
  if (verdict.status !== 'completed') {
    const status = verdict.status;
    return repo.transaction(async (tx) => {
      const locked = (await tx.lock(p.id))!;
      if (locked.status !== 'initiated') return { ...base, result: resultOf(locked) };
      await tx.update(p.id, { status });
      await tx.addEvent({
        paymentId: p.id,
        checkoutId: p.checkoutId,
        type: status,
        amountPoisha: p.amountPoisha,
        gateway: p.gateway,
        purpose: p.purpose,
        gatewayPaymentId: p.gatewayPaymentId,
        note: verdict.reason,
      });
      // A failed attempt (a wrong PIN, a declined card) leaves the hold running, so the buyer can pay again
      // until it ends; a cancel is the payer saying no, which ends the checkout now (stock back, lines back
      // in the cart). Either arrives here only proven: the gateway's word, or the buyer's own session.
      const released =
        status === 'cancelled' ? await tx.releaseOrders(p.checkoutId, PAYMENT_NOT_COMPLETED) : 0;
      return { ...base, result: status, released, settled: true as const };
    });
  }
  const wrong = mismatch(p, verdict);
  if (wrong) {
    // A tampered or mistaken answer: logged and kept in the ledger, never applied (the order stays unpaid).
    log.warn({ paymentId: p.id, reason: wrong }, 'payment answer does not match the checkout');
    await repo.addEvent({
      paymentId: p.id,
      checkoutId: p.checkoutId,
      type: 'rejected',
      amountPoisha: amountStringToPoisha(verdict.amount) ?? 0,
      gateway: p.gateway,
      purpose: p.purpose,
      gatewayPaymentId: p.gatewayPaymentId,
      gatewayTrxId: verdict.trxId,
      note: wrong,
    });
    return { ...base, result: 'failed', believed: false };
  }
  try {
    return await repo.transaction(async (tx, txDb) => {
      const locked = (await tx.lock(p.id))!;
      if (locked.gatewayTrxId) return { ...base, result: resultOf(locked) };
      const outcome = await completeInTx(tx, postings(txDb), locked, verdict.trxId);
      return { ...outcome, released: 0, settled: true as const };
    });
  } catch (err) {
    // The same gateway transaction already confirmed another payment: a replay across payments, not money.
    if (!isUniqueViolation(err)) throw err;
    log.warn({ paymentId: p.id, trxId: verdict.trxId }, 'gateway transaction id already used');
    return { ...base, result: resultOf((await repo.findById(p.id))!) };
  }
}
