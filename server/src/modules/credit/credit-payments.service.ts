import {
  amountStringToPoisha,
  poishaToAmountString,
  type InvoicePayStarted,
  type PaymentGateway,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { GatewayClient, GatewayVerdict } from '../payments/gateways/gateway.js';
import type { CreditPaymentRow, CreditPaymentsRepo, OnlineCreditMethod } from './credit-payments.repo.js';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type CreditPaymentsDeps = {
  repo: CreditPaymentsRepo;
  /** The same gateway clients the checkout pays through (their stand-ins with PAYMENTS_FAKE). */
  gateways: Partial<Record<PaymentGateway, GatewayClient>>;
  /** The shop's public address: the gateways send the payer back under it. */
  baseUrl: string;
  /** How long a started payment keeps its invoices from another one (the checkout's PAYMENT_HOLD_MINUTES). */
  heldMinutes: number;
  log: Log;
  now?: () => Date;
};

/** How a gateway's return ended for the payer: the credit page says it. */
export type CreditPaymentStatus = 'paid' | 'failed' | 'pending';

const METHOD: Record<PaymentGateway, OnlineCreditMethod> = {
  bkash: 'bkash_online',
  sslcommerz: 'sslcommerz',
};
const gatewayName = (g: PaymentGateway) => (g === 'bkash' ? 'bKash' : 'SSLCommerz');
const companyNotFound = () => new AppError('NOT_FOUND', 'Company not found', { id: 'Company not found' });
const invoiceError = (status: number, msg: string) =>
  new AppError(status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', msg, { invoiceIds: msg }, status);
const methodError = (msg: string) => new AppError('VALIDATION_FAILED', msg, { method: msg }, 422);

/** The gateway's word on the money, checked against the stored payment: why it does not match, or null. */
function mismatch(p: CreditPaymentRow, v: Extract<GatewayVerdict, { status: 'completed' }>): string | null {
  if (amountStringToPoisha(v.amount) !== p.amountPoisha)
    return `amount ${v.amount} is not the stored ${poishaToAmountString(p.amountPoisha)}`;
  if (v.currency !== 'BDT') return `currency ${v.currency} is not BDT`;
  if (v.invoice !== p.id) return `invoice ${v.invoice} is not this payment's`;
  return null;
}

/**
 * A company pays its invoices online (issue 31 item 4, decision 0042): the payment of what is left on them is
 * started at bKash or SSLCommerz through the checkout's gateway clients, and applied only when the gateway itself
 * confirms it (bKash's execute, SSLCommerz's validation API), once, however often its return or IPN arrives.
 */
export function createCreditPaymentsService(deps: CreditPaymentsDeps) {
  const { repo, gateways, baseUrl, log } = deps;
  const now = deps.now ?? (() => new Date());
  const returnUrls = {
    callback: `${baseUrl}/api/credit-payments/bkash/callback`,
    success: `${baseUrl}/api/credit-payments/sslcommerz/success`,
    fail: `${baseUrl}/api/credit-payments/sslcommerz/fail`,
    cancel: `${baseUrl}/api/credit-payments/sslcommerz/cancel`,
    ipn: `${baseUrl}/api/credit-payments/sslcommerz/ipn`,
  };

  const failed = async (p: CreditPaymentRow, reason: string) => {
    await repo.fail(p.id);
    log.warn({ paymentId: p.id, reason }, 'invoice payment failed');
    return 'failed' as const;
  };

  /** What the gateway said, applied: paid once, failed (nothing else changes), or still pending. */
  async function apply(
    p: CreditPaymentRow,
    gateway: PaymentGateway,
    verdict: GatewayVerdict,
  ): Promise<CreditPaymentStatus> {
    switch (verdict.status) {
      case 'pending':
        return 'pending';
      case 'rejected':
        // Not the gateway speaking (a bad signature, unknown ids): nothing changes.
        log.warn({ paymentId: p.id, reason: verdict.reason }, 'invoice payment callback rejected');
        return 'pending';
      case 'failed':
      case 'cancelled':
        return failed(p, verdict.reason);
      case 'completed': {
        const wrong = mismatch(p, verdict);
        // A tampered or mistaken answer is never applied: the invoices stay as they were.
        if (wrong) return failed(p, wrong);
        const done = await repo.complete(p.id, verdict.trxId, gateway, now());
        if (done.status === 'paid' && done.appliedPoisha < p.amountPoisha)
          log.warn(
            { paymentId: p.id, appliedPoisha: done.appliedPoisha },
            'invoice payment larger than what was left on its invoices',
          );
        return done.status === 'paid' ? 'paid' : done.status === 'failed' ? 'failed' : 'pending';
      }
    }
  }

  return {
    /** Starts the payment of invoices by bKash or SSLCommerz (owner or finance); answers where to send the payer. */
    async start(
      viewer: Viewer,
      companyId: string,
      input: { invoiceIds: string[]; method: string },
    ): Promise<InvoicePayStarted> {
      const role = isUuid(companyId) ? await repo.roleOf(viewer.id, companyId) : undefined;
      if (!role) throw companyNotFound();
      if (role !== 'owner' && role !== 'finance')
        throw new AppError('FORBIDDEN', 'Only the owner or a finance member pays invoices');
      if (input.method !== 'bkash' && input.method !== 'sslcommerz')
        throw methodError(
          'Send the transfer with the invoice number as its reference: the operator records it when it arrives',
        );
      const gateway: PaymentGateway = input.method;
      const client = gateways[gateway];
      if (!client) throw methodError('This payment method is not available');
      const payer = await repo.payer(viewer.id, companyId);
      // SSLCommerz's page asks for the customer's phone (bKash takes the wallet number on its own page).
      if (gateway === 'sslcommerz' && !payer?.phone)
        throw methodError('Add your mobile number in your profile to pay by SSLCommerz');
      if (!input.invoiceIds.every(isUuid)) throw invoiceError(400, 'Invoice not found');
      if (new Set(input.invoiceIds).size !== input.invoiceIds.length)
        throw invoiceError(400, 'An invoice is named twice');

      const started = await repo.start({
        companyId,
        invoiceIds: input.invoiceIds,
        method: METHOD[gateway],
        startedBy: viewer.id,
        heldMinutes: deps.heldMinutes,
        now: now(),
      });
      if ('reason' in started) {
        if (started.reason === 'unknown') throw invoiceError(400, 'Invoice not found');
        if (started.reason === 'settled')
          throw invoiceError(409, `Invoice ${started.number} has nothing left to pay`);
        throw invoiceError(
          409,
          `A payment of invoice ${started.number} is under way: finish it, or try again in ${deps.heldMinutes} minutes`,
        );
      }
      const { payment, numbers } = started;
      let at;
      try {
        at = await client.start({
          invoice: payment.id,
          amount: poishaToAmountString(payment.amountPoisha),
          currency: 'BDT',
          customer: {
            name: payer?.company ?? viewer.name,
            email: viewer.email,
            phone: payer?.phone ?? '',
            address: payer?.address ?? '',
          },
          description: `Invoices ${numbers.join(', ')}`.slice(0, 255),
          urls: returnUrls,
        });
      } catch (err) {
        await failed(payment, err instanceof Error ? err.message : 'the gateway did not answer');
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `${gatewayName(gateway)} could not start the payment; nothing was charged. Try again or pay by bank transfer.`,
        );
      }
      await repo.setGatewayRef(payment.id, at.gatewayPaymentId);
      return { paymentId: payment.id, amountPoisha: payment.amountPoisha, redirectUrl: at.redirectUrl };
    },

    /**
     * A gateway's return or IPN for an invoice payment: finds the payment by the ids it names and asks the gateway.
     * A failure or cancel the gateway does not (yet) confirm is believed only from the member who started the
     * payment (their own browser coming back); from anyone else nothing changes.
     */
    async handle(
      gateway: PaymentGateway,
      params: Record<string, string>,
      viewerId: string | null = null,
    ): Promise<{ status: CreditPaymentStatus; paymentId: string | null }> {
      const client = gateways[gateway];
      if (!client) throw notFound('Payment gateway');
      const ids = client.identify(params);
      const payment = ids.gatewayPaymentId
        ? await repo.findByRef(ids.gatewayPaymentId)
        : ids.invoice && isUuid(ids.invoice)
          ? await repo.findById(ids.invoice)
          : undefined;
      if (!payment || payment.method !== METHOD[gateway]) {
        log.warn({ gateway, ids }, 'invoice payment callback for an unknown payment');
        return { status: 'failed', paymentId: null };
      }
      const answer = (status: CreditPaymentStatus) => ({ status, paymentId: payment.id });
      // Settled already (a replay): answered as before, nobody asked.
      if (payment.status !== 'started') return answer(payment.status);
      // Only a success return may execute at bKash, and only the first to claim it.
      const execute = gateway === 'bkash' && !ids.claim ? await repo.claimExecute(payment.id) : !ids.claim;
      try {
        let verdict = await client.confirm(params, { execute });
        // Not approved yet (a reload, a forged link): bKash refused the execute, so the real return may run it.
        if (execute && gateway === 'bkash' && verdict.status === 'pending')
          await repo.releaseExecute(payment.id);
        if (ids.claim && (verdict.status === 'pending' || verdict.status === 'rejected')) {
          if (!viewerId || viewerId !== payment.startedBy) return answer('pending');
          verdict = {
            status: ids.claim,
            gatewayPaymentId: payment.gatewayRef,
            reason: `the payer came back from ${gatewayName(gateway)} with ${ids.claim}`,
          };
        }
        return answer(await apply(payment, gateway, verdict));
      } catch (err) {
        // The payments module's GatewayUnavailableError, known by name (a module imports another's types only).
        if (!(err instanceof Error && err.name === 'GatewayUnavailableError')) throw err;
        // No answer: the payment stays started; a later return or IPN settles it.
        log.warn({ err, paymentId: payment.id }, 'gateway did not answer an invoice payment confirmation');
        return answer('pending');
      }
    },
  };
}
export type CreditPaymentsService = ReturnType<typeof createCreditPaymentsService>;
