import {
  GATEWAY_OF,
  ONLINE_METHODS,
  poishaToAmountString,
  poishaToTaka,
  type CheckoutPayment,
  type CodAdvance,
  type OnlineMethod,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentGateway,
  type PaymentLedgerPage,
  type PaymentLedgerQuery,
  type PaymentOptions,
  type PaymentPurpose,
  PAYMENT_NOT_COMPLETED,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import type { Postings } from '../ledger/postings.js';
import type { OrdersPaymentsPort } from '../orders/payments-port.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import { isUuid } from '../../kernel/ids.js';
import { fetchLimit, pageOffset, toPage } from '../../kernel/pagination.js';
import { GatewayUnavailableError, type GatewayClient } from './gateways/gateway.js';
import { applyVerdict, resultOf, shares, type Outcome } from './payment-confirm.js';
import { createPaymentHolds } from './payment-holds.js';
import type { LedgerFilter, PaymentEventRow, PaymentRow, PaymentsRepo, PaymentsTx } from './payments.repo.js';

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

type Deps = {
  repo: PaymentsRepo;
  /** The configured gateways (none: the online methods are not offered). */
  gateways: Partial<Record<PaymentGateway, GatewayClient>>;
  holdMinutes: number;
  /** The shop's public address: the gateways send payers back under it. */
  baseUrl: string;
  /** The admin's cash-on-delivery advance rule (Dashboard → Content). */
  codAdvance: () => Promise<CodAdvance>;
  catalog: CatalogEvents;
  log: Log;
  /** The marketplace's books (modules/ledger, handed in by composition.ts): payments and refunds post there. */
  postings: Postings;
};

/** A checkout just placed, to be paid online (the orders module's port names it). */
export type StartInput = Parameters<OrdersPaymentsPort['start']>[0];
/** A checkout to pay again (Pay again), and who pays. */
export type RetryInput = Parameters<OrdersPaymentsPort['payAgain']>[0];

const gatewayName = (g: PaymentGateway) => (g === 'bkash' ? 'bKash' : 'SSLCommerz');

const checkoutPayment = (p: PaymentRow, redirectUrl: string, holdExpiresAt: Date): CheckoutPayment => ({
  gateway: p.gateway as PaymentGateway,
  purpose: p.purpose as PaymentPurpose,
  amount: poishaToTaka(p.amountPoisha),
  redirectUrl,
  holdExpiresAt: holdExpiresAt.toISOString(),
});

export const toPaymentEvent = (e: PaymentEventRow): PaymentEvent => ({
  _id: e.id,
  at: e.createdAt.toISOString(),
  type: e.type as PaymentEventType,
  gateway: e.gateway as PaymentGateway,
  purpose: e.purpose as PaymentPurpose,
  checkoutId: e.checkoutId,
  orderId: e.orderId,
  amount: poishaToTaka(e.amountPoisha),
  currency: 'BDT',
  gatewayPaymentId: e.gatewayPaymentId,
  gatewayTrxId: e.gatewayTrxId,
  refundId: e.refundId,
  note: e.note,
});

/** A Dhaka calendar day (UTC+6, no daylight saving) → the instant it starts. */
const dhakaDayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);

export function ledgerFilter(q: PaymentLedgerQuery): LedgerFilter {
  return {
    gateway: q.gateway,
    type: q.type,
    from: q.from ? dhakaDayStart(q.from) : undefined,
    before: q.to ? new Date(dhakaDayStart(q.to).getTime() + 86_400_000) : undefined,
    q: q.q,
  };
}

/**
 * Online payments: starting one for a checkout, confirming it only with the gateway's own word (checked
 * against the stored amount, currency and invoice), holds that expire, refunds, and the ledger.
 */
export function createPaymentsService(deps: Deps) {
  const { repo, gateways, baseUrl, log } = deps;
  const holds = createPaymentHolds(deps);
  const online = ONLINE_METHODS.filter((m) => gateways[GATEWAY_OF[m]]);

  const returnUrls = {
    callback: `${baseUrl}/api/payments/bkash/callback`,
    success: `${baseUrl}/api/payments/sslcommerz/success`,
    fail: `${baseUrl}/api/payments/sslcommerz/fail`,
    cancel: `${baseUrl}/api/payments/sslcommerz/cancel`,
    ipn: `${baseUrl}/api/payments/sslcommerz/ipn`,
  };

  async function afterOutcome(outcome: Outcome & { released: number }): Promise<Outcome> {
    if (outcome.released > 0) deps.catalog.changed('stock-returned');
    if (outcome.lateRefund) await holds.refundLate(outcome.lateRefund);
    return outcome;
  }

  /** Releases a checkout whose payment could not even be started (the gateway did not answer). */
  async function abandon(p: PaymentRow, reason: string) {
    const released = await repo.transaction(async (tx) => {
      await tx.update(p.id, { status: 'failed' });
      await tx.addEvent({
        paymentId: p.id,
        checkoutId: p.checkoutId,
        type: 'failed',
        amountPoisha: p.amountPoisha,
        gateway: p.gateway,
        purpose: p.purpose,
        note: reason,
      });
      return tx.releaseOrders(p.checkoutId, PAYMENT_NOT_COMPLETED);
    });
    if (released > 0) deps.catalog.changed('stock-returned');
  }

  /** Why a checkout has nothing to pay again: paid already, or its hold is over (its lines are back in the cart). */
  async function nothingToPay(tx: PaymentsTx, checkoutId: string): Promise<AppError> {
    if (await tx.completedPayment(checkoutId)) return new AppError('CONFLICT', 'This order is already paid');
    if (await tx.latestPayment(checkoutId))
      return new AppError(
        'CONFLICT',
        'The time to pay this order has ended: its items are back in your cart',
      );
    return new AppError('CONFLICT', 'This order is not paid online');
  }

  const attemptEvent = (p: PaymentRow) => ({
    paymentId: p.id,
    checkoutId: p.checkoutId,
    amountPoisha: p.amountPoisha,
    gateway: p.gateway,
    purpose: p.purpose,
  });

  /**
   * Opens attempt `payment` at its gateway and records it; answers the payer page. When the gateway does not
   * start it, `refused` ends what must end and gives the buyer's message (503).
   */
  async function openAtGateway(
    payment: PaymentRow,
    who: Pick<StartInput, 'customer' | 'description'>,
    refused: (reason: string) => Promise<string>,
  ): Promise<string> {
    const client = gateways[payment.gateway as PaymentGateway]!;
    let started;
    try {
      started = await client.start({
        invoice: payment.id,
        amount: poishaToAmountString(payment.amountPoisha),
        currency: 'BDT',
        customer: who.customer,
        description: who.description,
        urls: returnUrls,
      });
    } catch (err) {
      log.error({ err, paymentId: payment.id }, 'the gateway refused to start a payment');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        await refused(err instanceof Error ? err.message : 'the gateway did not answer'),
      );
    }
    await repo.setGatewayPaymentId(payment.id, started.gatewayPaymentId);
    await repo.addEvent({
      ...attemptEvent(payment),
      type: 'initiated',
      gatewayPaymentId: started.gatewayPaymentId,
      note: null,
    });
    return started.redirectUrl;
  }

  return {
    ...holds,

    /** What the checkout may offer: the configured gateways, the COD advance rule, the hold time. */
    async options(): Promise<PaymentOptions> {
      const rule = await deps.codAdvance();
      return {
        online: [...online],
        codAdvance: rule.percent > 0 && online.length > 0 ? rule : null,
        holdMinutes: deps.holdMinutes,
      };
    },

    isOffered: (method: OnlineMethod) => online.includes(method),

    /** Starts the payment of a checkout just placed (its orders await payment); answers where to send the payer. */
    async start(input: StartInput): Promise<CheckoutPayment> {
      const gateway = GATEWAY_OF[input.method];
      if (!gateways[gateway]) throw new AppError('VALIDATION_FAILED', 'This payment method is not available');
      const payment = await repo.insertPayment({
        checkoutId: input.checkoutId,
        gateway,
        purpose: input.purpose,
        amountPoisha: input.amountPoisha,
      });
      const redirectUrl = await openAtGateway(payment, input, async (reason) => {
        await abandon(payment, reason);
        return `${gatewayName(gateway)} could not start the payment; nothing was charged and your cart is unchanged. Try again or choose another method.`;
      });
      return checkoutPayment(payment, redirectUrl, input.holdExpiresAt);
    },

    /**
     * Pay again: a new attempt at the same gateway, for the same amount, while the checkout's hold lasts
     * (its orders still await payment). An attempt still open is closed first (payments.repo closeAttempt),
     * so only the newest can be paid: bKash never executes a closed one, and SSLCommerz money that arrives
     * for one anyway is refunded like a late payment. The caller has checked the buyer.
     */
    async payAgain(input: RetryInput): Promise<CheckoutPayment> {
      await holds.expireDue();
      const { payment, holdExpiresAt } = await repo.transaction(async (tx) => {
        // One Pay again per checkout at a time; then payments before orders, the lock order of expiry and
        // confirmation.
        await tx.lockCheckout(input.checkoutId);
        const open = await tx.openPayments(input.checkoutId);
        const waiting = await tx.awaitingOrders(input.checkoutId);
        const until = waiting[0]?.holdExpiresAt;
        if (!until || until.getTime() <= Date.now()) throw await nothingToPay(tx, input.checkoutId);
        const previous = await tx.latestPayment(input.checkoutId);
        if (!previous) throw new AppError('CONFLICT', 'This order is not paid online');
        for (const p of open) {
          if (!(await tx.closeAttempt(p.id)))
            throw new AppError(
              'CONFLICT',
              'Your payment is being confirmed right now: reload My Orders in a moment',
            );
          await tx.addEvent({
            paymentId: p.id,
            checkoutId: p.checkoutId,
            type: 'failed',
            amountPoisha: p.amountPoisha,
            gateway: p.gateway,
            purpose: p.purpose,
            gatewayPaymentId: p.gatewayPaymentId,
            note: 'closed: the buyer started another attempt (Pay again)',
          });
        }
        const next = await tx.insertPayment({
          checkoutId: input.checkoutId,
          gateway: previous.gateway,
          purpose: previous.purpose,
          amountPoisha: previous.amountPoisha,
        });
        return { payment: next, holdExpiresAt: until };
      });
      const gateway = payment.gateway as PaymentGateway;
      if (!gateways[gateway]) throw new AppError('CONFLICT', 'This payment method is not available');
      const redirectUrl = await openAtGateway(payment, input, async (reason) => {
        // Only this attempt failed: the hold keeps running, so the buyer may try again until it ends.
        await repo.transaction(async (tx) => {
          if (!(await tx.closeAttempt(payment.id))) return;
          await tx.addEvent({ ...attemptEvent(payment), type: 'failed', note: reason });
        });
        return `${gatewayName(gateway)} could not start the payment; nothing was charged. Your order is still held: try again.`;
      });
      return checkoutPayment(payment, redirectUrl, holdExpiresAt);
    },

    /**
     * A gateway's callback, return or IPN: finds the payment by the ids it names, asks the gateway, applies
     * the answer once. Unknown or forged requests change nothing. `viewerId` is whoever's session came with
     * the request: a failure or cancel the gateway does not (yet) confirm is believed only from the
     * checkout's buyer (the payer's own browser coming back), never from anyone else who learnt the id.
     */
    async handle(
      gateway: PaymentGateway,
      params: Record<string, string>,
      viewerId: string | null = null,
    ): Promise<Outcome> {
      const client = gateways[gateway];
      if (!client) throw notFound('Payment gateway');
      const ids = client.identify(params);
      const payment = ids.gatewayPaymentId
        ? await repo.findByGatewayId(gateway, ids.gatewayPaymentId)
        : ids.invoice && isUuid(ids.invoice)
          ? await repo.findById(ids.invoice)
          : undefined;
      if (!payment || payment.gateway !== gateway) {
        log.warn({ gateway, ids }, 'payment callback for an unknown payment');
        return { result: 'failed', checkoutId: null };
      }
      // Already settled by the gateway's word (a replay): answer as before, ask nobody.
      if (payment.gatewayTrxId) return { result: resultOf(payment), checkoutId: payment.checkoutId };
      // Only a success return may execute (bKash moves the money on execute, once).
      const execute = gateway === 'bkash' && !ids.claim ? await repo.claimExecute(payment.id) : !ids.claim;
      try {
        let verdict = await client.confirm(params, { execute });
        // A "success" return before the payer approved (a reload, a forged link): bKash refused the execute
        // and nothing moved, so the real return may still execute.
        if (execute && gateway === 'bkash' && verdict.status === 'pending')
          await repo.releaseExecute(payment.id);
        if (ids.claim && (verdict.status === 'pending' || verdict.status === 'rejected')) {
          // The gateway does not back the claim. The buyer's own browser is the payer telling us; anyone
          // else (a seller of the same checkout, a stranger) is told "not completed" and nothing changes.
          const buyer = (await repo.checkout(payment.checkoutId))?.buyerId;
          if (!viewerId || viewerId !== buyer) return { result: 'pending', checkoutId: payment.checkoutId };
          verdict = {
            status: ids.claim,
            gatewayPaymentId: payment.gatewayPaymentId,
            reason: `the buyer came back from ${gateway === 'bkash' ? 'bKash' : 'SSLCommerz'} with ${ids.claim}`,
          };
        }
        // An attempt already closed (failed, or replaced by Pay again) that the gateway calls unfinished:
        // the buyer is told how it ended, not to wait for it.
        if (verdict.status === 'pending' && payment.status !== 'initiated')
          return { result: resultOf(payment), checkoutId: payment.checkoutId };
        return await afterOutcome(await applyVerdict(repo, payment, verdict, log, deps.postings));
      } catch (err) {
        if (!(err instanceof GatewayUnavailableError)) throw err;
        // No answer: the payment stays open; the buyer is told it is pending and the hold still runs.
        log.warn({ err, paymentId: payment.id }, 'gateway did not answer a confirmation');
        return { result: 'pending', checkoutId: payment.checkoutId };
      }
    },

    async ledger(q: PaymentLedgerQuery): Promise<PaymentLedgerPage> {
      const rows = await repo.ledger(ledgerFilter(q), pageOffset(q), fetchLimit(q.limit));
      return toPage('events', rows, q, toPaymentEvent);
    },

    /** The ledger rows of a filter, page by page (the CSV export reads through this). */
    ledgerPage: (q: PaymentLedgerQuery) => (offset: number, limit: number) =>
      repo.ledger(ledgerFilter(q), offset, limit),

    /**
     * The payment events of a checkout (the order page's payment history). The buyer and admins see them
     * all; a seller (`sellerOrderId`) sees nothing until a payment completed, then only that payment and
     * its own order's refunds, with the amount its order got — never another seller's part, and never an
     * open payment's gateway id (which once let a seller end the checkout, issue 28).
     */
    async history(checkoutId: string, sellerOrderId?: string): Promise<PaymentEvent[]> {
      const events = await repo.eventsOfCheckout(checkoutId);
      if (sellerOrderId === undefined) return events.map(toPaymentEvent);
      const paid = await repo.completedPayment(checkoutId);
      if (!paid) return [];
      const orders = await repo.ordersOfCheckout(checkoutId);
      const i = orders.findIndex((o) => o.id === sellerOrderId);
      if (i < 0) return [];
      const totals = orders.map((o) => o.totalPoisha);
      const part = paid.purpose === 'full' ? totals[i]! : shares(paid.amountPoisha, totals)[i]!;
      return events
        .filter(
          (e) =>
            e.paymentId === paid.id &&
            ((e.type === 'completed' && e.orderId === null) ||
              (e.type === 'refunded' && e.orderId === sellerOrderId)),
        )
        .map((e) => toPaymentEvent(e.type === 'completed' ? { ...e, amountPoisha: part } : e));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
