import {
  formatTaka,
  isOnlineMethod,
  poishaToAmountString,
  poishaToTaka,
  takaToPoisha,
  type OrderRefund,
  type OrderRefunds,
  type PaymentGateway,
  type PaymentMethod,
  type RefundBody,
  type RefundChannel,
  type RefundResolveBody,
  type RefundResponse,
  type RefundStatus,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { GatewayClient } from '../payments/gateways/gateway.js';
import type { PaymentRow, RefundOrder, RefundRow, RefundsRepo, RefundsTx } from './refunds.repo.js';

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
type Deps = {
  repo: RefundsRepo;
  /** The same gateway clients the payments module uses (their refund call takes an amount). */
  gateways: Partial<Record<PaymentGateway, GatewayClient>>;
  log: Log;
};

const NAMES: Record<PaymentGateway, string> = { bkash: 'bKash', sslcommerz: 'SSLCommerz' };
/** A bKash refund with no answer is settled by hand only once its call has surely ended (a client times out). */
export const RESOLVE_AFTER_MS = 2 * 60_000;
const takaText = (poisha: number) => formatTaka(poishaToTaka(poisha));

export const toOrderRefund = (r: RefundRow): OrderRefund => ({
  _id: r.id,
  orderId: r.orderId,
  amount: poishaToTaka(r.amountPoisha),
  reason: r.reason,
  channel: r.channel as RefundChannel,
  reference: r.reference,
  status: r.status as RefundStatus,
  createdAt: r.createdAt.toISOString(),
});

/**
 * How an order's money goes back: through the gateway of its completed online payment, or by hand. A COD
 * order's advance paid online is refunded by hand too (its cash and its advance are one paid amount here).
 */
function channelOf(order: RefundOrder, payment: PaymentRow | undefined): RefundChannel {
  return isOnlineMethod(order.paymentMethod as PaymentMethod) &&
    payment?.gatewayTrxId &&
    payment.gatewayPaymentId
    ? (payment.gateway as PaymentGateway)
    : 'manual';
}

/** What may still be refunded: paid, less refunded, less what a gateway has not answered about yet. */
async function refundableOf(tx: RefundsTx, order: RefundOrder): Promise<number> {
  // Refunded in full already (the automatic refund of a cancelled order marks it so without an amount).
  if (order.paymentStatus === 'refunded') return 0;
  return Math.max(0, order.paidPoisha - order.refundedPoisha - (await tx.pendingPoisha(order.id)));
}

/**
 * Refunds an administrator issues (decision 0026). A gateway refund is claimed first (a `pending` row, under
 * the order's lock, its amount held back), then asked of the gateway outside any transaction, then recorded —
 * refunded amount, ledger entry, payments-ledger event, the buyer's notice — in one transaction that turns the
 * claim `done` once. So a refund is never recorded before the gateway refunded, and never sent twice: a resent
 * request (same Idempotency-Key) finds its claim, and SSLCommerz takes the same refund id again as the same
 * refund. A manual refund is claimed and recorded in one transaction.
 */
export function createRefundsService({ repo, gateways, log }: Deps) {
  async function summary(orderId: string) {
    return repo.transaction(async (tx) => {
      const order = (await tx.order(orderId))!;
      const payment = await tx.completedPayment(order.checkoutId);
      return {
        refundedAmount: poishaToTaka(order.refundedPoisha),
        refundable: poishaToTaka(await refundableOf(tx, order)),
        channel: channelOf(order, payment),
      };
    });
  }

  /** Claims the refund (or finds the one this key claimed before); a manual one is recorded at once. */
  function claim(actor: Viewer, orderId: string, body: RefundBody & { amount: number }, key?: string) {
    const amount = takaToPoisha(body.amount);
    return repo.transaction(async (tx) => {
      const order = await tx.lockOrder(orderId);
      if (!order) throw notFound('Order');
      const payment = await tx.completedPayment(order.checkoutId);
      if (key) {
        const prior = await tx.byKey(orderId, key);
        if (prior) {
          if (prior.amountPoisha !== amount || prior.reason !== body.reason)
            throw new AppError(
              'IDEMPOTENCY_KEY_REUSED',
              'This Idempotency-Key was already used for a different refund',
            );
          return { refund: prior, payment, replayed: true };
        }
      }
      // The company owes an order paid on invoice to the shop, not the other way round: its credit goes back when
      // it is cancelled (decision 0042); sending money for it would pay the company for a debt it has not settled.
      if (order.paymentMethod === 'invoice')
        throw new AppError(
          'CONFLICT',
          'This order is paid on invoice (trade credit): cancel it to give the credit back, no money is sent',
          { paymentMethod: 'This order is paid on invoice (trade credit): no money is sent back for it' },
        );
      const channel = channelOf(order, payment);
      if (order.orderStatus === 'cancelled' && channel !== 'manual')
        throw new AppError(
          'CONFLICT',
          "A cancelled order's online payment goes back by itself when it is cancelled",
        );
      const refundable = await refundableOf(tx, order);
      if (refundable === 0)
        throw new AppError('CONFLICT', 'Nothing is left to refund on this order', {
          amount: 'Nothing is left to refund on this order',
        });
      if (amount > refundable) {
        const most = `At most ${takaText(refundable)} can be refunded on this order`;
        throw new AppError('CONFLICT', most, { amount: most });
      }
      if (channel === 'manual' && !body.reference)
        throw new AppError('VALIDATION_FAILED', 'Enter the reference of the money you sent', {
          reference: 'Enter the reference of the money you sent',
        });
      if (channel !== 'manual' && !gateways[channel])
        throw new AppError('CONFLICT', `${NAMES[channel]} is not set up on this shop: it cannot refund`);
      const refund = await tx.insert({
        orderId,
        amountPoisha: amount,
        reason: body.reason,
        channel,
        reference: channel === 'manual' ? body.reference! : null,
        status: channel === 'manual' ? 'done' : 'pending',
        idempotencyKey: key ?? null,
        createdBy: actor.id,
      });
      if (channel === 'manual') await tx.record(order, refund, 'bank', null);
      await tx.audit(actor, {
        action: 'refund.create',
        target: { type: 'order', id: orderId },
        after: {
          refundId: refund.id,
          amountPoisha: amount,
          reason: body.reason,
          channel,
          status: refund.status,
          reference: refund.reference,
        },
      });
      return { refund, payment, replayed: false };
    });
  }

  /** Asks the gateway to refund a claimed refund and records the answer. */
  async function throughGateway(refund: RefundRow, payment: PaymentRow): Promise<RefundRow> {
    const gateway = refund.channel as PaymentGateway;
    const client = gateways[gateway]!;
    let gatewayRefundId: string;
    try {
      ({ refundId: gatewayRefundId } = await client.refund({
        gatewayPaymentId: payment.gatewayPaymentId!,
        trxId: payment.gatewayTrxId!,
        invoice: payment.id,
        amount: poishaToAmountString(refund.amountPoisha),
        reason: refund.reason.slice(0, 255),
        // The same for every try of this refund: SSLCommerz's refund_trans_id (a retry is the same refund).
        key: refund.id.replace(/-/g, '').slice(0, 28),
      }));
    } catch (err) {
      if (err instanceof Error && err.name === 'GatewayUnavailableError') {
        // No answer: it may have been refunded. The claim stays pending (its amount held back).
        log.warn({ err, refundId: refund.id }, 'the gateway did not answer a refund; it stays pending');
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          gateway === 'sslcommerz'
            ? 'SSLCommerz did not answer: the refund waits. Send it again to finish it; it is never sent twice'
            : 'bKash did not answer: the refund waits. Check the bKash merchant panel before you refund this order again',
        );
      }
      await repo.markFailed(refund.id);
      log.error({ err, refundId: refund.id }, 'the gateway refused a refund');
      const why = err instanceof Error ? err.message : 'no reason given';
      throw new AppError('CONFLICT', `${NAMES[gateway]} refused the refund: ${why}`);
    }
    return repo.transaction(async (tx) => {
      const order = (await tx.lockOrder(refund.orderId))!;
      const done = await tx.markDone(refund.id, gatewayRefundId);
      // Another try of the same refund recorded it first: it is in the books once.
      if (!done) return (await tx.byId(refund.id))!;
      await tx.record(order, done, gateway, { payment, gatewayRefundId });
      return done;
    });
  }

  async function answer(orderId: string, settled: RefundRow): Promise<RefundResponse> {
    const { refundedAmount, refundable } = await summary(orderId);
    return {
      acknowledged: true,
      message: settled.channel === 'manual' ? 'Refund recorded' : 'Refund issued',
      refund: toOrderRefund(settled),
      refundedAmount,
      refundable,
    };
  }

  /** The order's refund still waiting for its gateway's answer (404 for another's, 409 once settled). */
  async function pendingOf(orderId: string, refundId: string): Promise<RefundRow> {
    const refund = isUuid(orderId) && isUuid(refundId) ? await repo.byId(refundId) : undefined;
    if (!refund || refund.orderId !== orderId) throw notFound('Refund');
    if (refund.status !== 'pending')
      throw new AppError('CONFLICT', 'This refund is not waiting for its gateway');
    return refund;
  }

  return {
    /** POST /api/admin/orders/:id/refunds */
    async issue(
      actor: Viewer,
      orderId: string,
      body: RefundBody & { amount: number },
      key?: string,
    ): Promise<RefundResponse> {
      if (!isUuid(orderId)) throw notFound('Order');
      const { refund, payment, replayed } = await claim(actor, orderId, body, key);
      let settled = refund;
      if (refund.status === 'failed')
        throw new AppError(
          'CONFLICT',
          `${NAMES[refund.channel as PaymentGateway]} refused this refund before: nothing was refunded`,
        );
      if (refund.status === 'pending') {
        // bKash takes no id of ours for a refund: a second call after an unanswered one could refund twice.
        if (replayed && refund.channel === 'bkash')
          throw new AppError(
            'CONFLICT',
            'bKash has not confirmed this refund: check the bKash merchant panel',
          );
        settled = await throughGateway(refund, payment!);
      }
      return answer(orderId, settled);
    },

    /**
     * POST …/refunds/:refundId/retry: an SSLCommerz refund whose answer never came, sent again with its own
     * refund id (SSLCommerz's refund_trans_id), which SSLCommerz takes as the same refund.
     */
    async retry(actor: Viewer, orderId: string, refundId: string): Promise<RefundResponse> {
      const refund = await pendingOf(orderId, refundId);
      if (refund.channel !== 'sslcommerz')
        throw new AppError('CONFLICT', 'bKash has not confirmed this refund: check the bKash merchant panel');
      // The staff member's request is recorded before the gateway is asked; the refund's own row keeps the outcome.
      await repo.transaction((tx) =>
        tx.audit(actor, {
          action: 'refund.retry',
          target: { type: 'order', id: orderId },
          after: { refundId, status: refund.status },
        }),
      );
      const order = (await repo.order(orderId))!;
      const payment = (await repo.completedPayment(order.checkoutId))!;
      return answer(orderId, await throughGateway(refund, payment));
    },

    /**
     * POST …/refunds/:refundId/resolve: what bKash's merchant panel says of a bKash refund whose answer never
     * came — refunded (recorded as any refund, with bKash's transaction id) or not (failed, its amount free
     * again). Only once its call has surely ended.
     */
    async resolve(
      actor: Viewer,
      orderId: string,
      refundId: string,
      body: RefundResolveBody,
    ): Promise<RefundResponse> {
      const refund = await pendingOf(orderId, refundId);
      if (refund.channel !== 'bkash')
        throw new AppError('CONFLICT', 'Send this refund again: SSLCommerz takes it as the same refund');
      if (Date.now() - refund.createdAt.getTime() < RESOLVE_AFTER_MS)
        throw new AppError(
          'CONFLICT',
          'This refund went to bKash a moment ago: wait two minutes, then check the bKash merchant panel',
        );
      const resolved = (tx: RefundsTx, status: string) =>
        tx.audit(actor, {
          action: 'refund.resolve',
          target: { type: 'order', id: orderId },
          before: { refundId, status: refund.status },
          after: { refundId, status, ...(body.refunded ? { reference: body.reference } : {}) },
        });
      if (!body.refunded) {
        await repo.transaction(async (tx) => {
          await tx.markFailed(refund.id);
          await resolved(tx, 'failed');
        });
        return answer(orderId, (await repo.byId(refund.id))!);
      }
      const settled = await repo.transaction(async (tx) => {
        const order = (await tx.lockOrder(orderId))!;
        const done = await tx.markDone(refund.id, body.reference!);
        if (!done) return (await tx.byId(refund.id))!;
        const payment = (await tx.completedPayment(order.checkoutId))!;
        await tx.record(order, done, 'bkash', { payment, gatewayRefundId: body.reference! });
        await resolved(tx, done.status);
        return done;
      });
      return answer(orderId, settled);
    },

    /** GET /api/admin/orders/:id/refunds */
    async list(orderId: string): Promise<OrderRefunds> {
      if (!isUuid(orderId) || !(await repo.order(orderId))) throw notFound('Order');
      return { refunds: (await repo.list(orderId)).map(toOrderRefund), ...(await summary(orderId)) };
    },

    /** An order's refunds for its page (the orders module's details; the caller has checked who may see it). */
    of: async (orderId: string): Promise<OrderRefund[]> => (await repo.list(orderId)).map(toOrderRefund),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
