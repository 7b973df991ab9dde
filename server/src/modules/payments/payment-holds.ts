import { createHash } from 'node:crypto';
import { PAYMENT_NOT_COMPLETED, poishaToAmountString, type PaymentGateway } from '@bulkbazar/contract';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import type { Postings } from '../ledger/postings.js';
import type { GatewayClient } from './gateways/gateway.js';
import { shares } from './payment-confirm.js';
import type { PaymentRow, PaymentsRepo } from './payments.repo.js';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
type Deps = {
  repo: PaymentsRepo;
  gateways: Partial<Record<PaymentGateway, GatewayClient>>;
  catalog: CatalogEvents;
  log: Log;
  /** The marketplace's books: a refund the gateway has made posts its entry in the transaction recording it. */
  postings: Postings;
};

const SWEEP_BATCH = 50;

/** One refund's stable id: every retry of it sends the same (28 hex characters). */
const refundKey = (...ids: string[]) => createHash('sha256').update(ids.join(':')).digest('hex').slice(0, 28);

/**
 * The holds of online checkouts and the refunds that go with them. Expiry is safe in every process at once
 * and on every read: each checkout's release is one transaction that locks its open payments (FOR UPDATE)
 * and cancels only orders still awaiting payment, so a second sweep, or a confirmation racing it, finds
 * nothing left to do. (No job queue: the rows themselves are the queue, on PGlite and PostgreSQL alike.)
 */
export function createPaymentHolds({ repo, gateways, catalog, log, postings }: Deps) {
  /** Ends every hold that ran out by `now`: the payment expires, the orders are cancelled, stock goes back. */
  async function expireDue(now = new Date()): Promise<number> {
    let released = 0;
    for (const checkoutId of await repo.expiredHolds(now, SWEEP_BATCH)) {
      released += await repo.transaction(async (tx) => {
        for (const p of await tx.openPayments(checkoutId)) {
          await tx.update(p.id, { status: 'expired' });
          await tx.addEvent({
            paymentId: p.id,
            checkoutId,
            type: 'expired',
            amountPoisha: p.amountPoisha,
            gateway: p.gateway,
            purpose: p.purpose,
            gatewayPaymentId: p.gatewayPaymentId,
            note: 'the hold ended before the payment was confirmed',
          });
        }
        return tx.releaseOrders(checkoutId, PAYMENT_NOT_COMPLETED);
      });
    }
    if (released > 0) catalog.changed('stock-returned');
    return released;
  }

  /** Gives back a payment confirmed after its hold ended (once: only from refund_due). */
  async function refundLate(p: PaymentRow): Promise<void> {
    const client = gateways[p.gateway as PaymentGateway];
    if (!client || !p.gatewayTrxId || !p.gatewayPaymentId) return;
    try {
      const { refundId } = await client.refund({
        gatewayPaymentId: p.gatewayPaymentId,
        trxId: p.gatewayTrxId,
        invoice: p.id,
        amount: poishaToAmountString(p.amountPoisha),
        reason: 'Paid after the order had expired',
        key: refundKey(p.id),
      });
      await repo.transaction(async (tx, txDb) => {
        const locked = (await tx.lock(p.id))!;
        if (locked.status !== 'refund_due') return;
        await tx.update(p.id, { status: 'refunded' });
        await tx.addEvent({
          paymentId: p.id,
          checkoutId: p.checkoutId,
          type: 'refunded',
          amountPoisha: p.amountPoisha,
          gateway: p.gateway,
          purpose: p.purpose,
          gatewayPaymentId: p.gatewayPaymentId,
          gatewayTrxId: p.gatewayTrxId,
          refundId,
          note: 'paid after the order had expired',
        });
        await postings(txDb).gatewayRefund(p, p.amountPoisha, null, refundId);
        await tx.notifyBuyer(p.checkoutId, 'payment_refunded', p.amountPoisha);
      });
    } catch (err) {
      log.error({ err, paymentId: p.id }, 'refund of a late payment failed; the sweep tries again');
    }
  }

  /** What of `payment` paid for the order: its total, or its share of a COD advance (as it was split). */
  async function shareOf(payment: PaymentRow, orderId: string, totalPoisha: number): Promise<number> {
    if (payment.purpose === 'full') return totalPoisha;
    const orders = await repo.ordersOfCheckout(payment.checkoutId);
    const i = orders.findIndex((o) => o.id === orderId);
    return shares(
      payment.amountPoisha,
      orders.map((o) => o.totalPoisha),
    )[i]!;
  }

  /**
   * Refunds a cancelled order's share of its checkout's online payment through the gateway. Claimed once
   * (paid → refunded in one conditional UPDATE), so concurrent cancels and sweeps refund it once; a gateway
   * failure puts the claim back for the next sweep.
   */
  async function refundOrder(orderId: string): Promise<void> {
    const claim = await repo.claimOrderRefund(orderId);
    if (!claim) return;
    const payment = await repo.completedPayment(claim.checkoutId);
    const client = payment && gateways[payment.gateway as PaymentGateway];
    const previous = claim.paidPoisha < claim.totalPoisha ? 'partially_paid' : 'paid';
    if (!payment || !client || !payment.gatewayPaymentId || !payment.gatewayTrxId) {
      // Paid by hand (a typed transaction id, cash): nothing the shop can send back through a gateway.
      await repo.unclaimOrderRefund(orderId, previous);
      return;
    }
    // This order's part of the payment (a COD advance is split over the checkout's orders), never more: cash
    // recorded for it by hand since (paidPoisha grew) is not the gateway's to give back; nor is what an operator
    // refunded of the order before (the property test found a cancel refunding that a second time).
    const amount = Math.min(
      await shareOf(payment, orderId, claim.totalPoisha),
      claim.paidPoisha - Number(claim.refundedPoisha),
    );
    // Everything paid was refunded already: the claim stands ('refunded'), nothing goes to the gateway.
    if (amount <= 0) return;
    try {
      const { refundId } = await client.refund({
        gatewayPaymentId: payment.gatewayPaymentId,
        trxId: payment.gatewayTrxId,
        invoice: payment.id,
        amount: poishaToAmountString(amount),
        reason: 'Order cancelled',
        key: refundKey(payment.id, orderId),
      });
      await repo.transaction(async (tx, txDb) => {
        await tx.addEvent({
          paymentId: payment.id,
          checkoutId: payment.checkoutId,
          orderId,
          type: 'refunded',
          amountPoisha: amount,
          gateway: payment.gateway,
          purpose: payment.purpose,
          gatewayPaymentId: payment.gatewayPaymentId,
          gatewayTrxId: payment.gatewayTrxId,
          refundId,
          note: 'order cancelled',
        });
        await postings(txDb).gatewayRefund(payment, amount, orderId, refundId);
        await tx.notifyBuyer(payment.checkoutId, 'payment_refunded', amount, orderId);
      });
    } catch (err) {
      await repo.unclaimOrderRefund(orderId, previous);
      log.error({ err, orderId }, 'refund of a cancelled order failed; the sweep tries again');
    }
  }

  /** Refunds that failed before (a gateway down), tried again. */
  async function retryRefunds(): Promise<void> {
    for (const p of await repo.refundsDue(SWEEP_BATCH)) await refundLate(p);
    for (const o of await repo.paidCancelledOrders(SWEEP_BATCH)) await refundOrder(o.id);
  }

  /** The sweep every process runs on a timer; returns the function that stops it. */
  function startSweeps(everyMs: number): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void Promise.all([expireDue(), retryRefunds()])
        .catch((err: unknown) => log.error({ err }, 'payment sweep failed'))
        .finally(() => (running = false));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { expireDue, refundLate, refundOrder, retryRefunds, startSweeps };
}

export type PaymentHolds = ReturnType<typeof createPaymentHolds>;
