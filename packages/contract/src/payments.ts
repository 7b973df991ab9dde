import { z } from 'zod';
import { ONLINE_METHODS } from './order.js';

// Online payments (PRODUCT.md "Payments"): bKash Tokenized Checkout and SSLCommerz, the stock held while the
// buyer pays, refunds, and the ledger of every payment event.

export const PAYMENT_GATEWAYS = ['bkash', 'sslcommerz'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** The gateway of an online payment method. */
export const GATEWAY_OF = { bkash_online: 'bkash', sslcommerz: 'sslcommerz' } as const;

/**
 * What happened to a payment, one ledger row each: started with the gateway, confirmed (by the gateway's own
 * answer), failed or cancelled by the payer, expired (the hold ran out), refunded, or rejected (an answer that
 * did not match the stored checkout: amount, currency or invoice — logged, never applied).
 */
export const PAYMENT_EVENT_TYPES = [
  'initiated',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'rejected',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** Whether a payment pays the whole checkout or a cash-on-delivery checkout's advance. */
export const PAYMENT_PURPOSES = ['full', 'advance'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const paymentEventSchema = z
  .object({
    _id: z.string(),
    at: z.string(),
    type: z.enum(PAYMENT_EVENT_TYPES),
    gateway: z.enum(PAYMENT_GATEWAYS),
    purpose: z.enum(PAYMENT_PURPOSES),
    checkoutId: z.string(),
    /** Set for a refund (refunds are per order); null for the checkout's payment as a whole. */
    orderId: z.string().nullable(),
    /** Taka, exact to the poisha. */
    amount: z.number(),
    currency: z.literal('BDT'),
    gatewayPaymentId: z.string().nullable(),
    gatewayTrxId: z.string().nullable(),
    refundId: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'PaymentEvent' });
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const paymentLedgerQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    gateway: z.enum(PAYMENT_GATEWAYS).optional(),
    type: z.enum(PAYMENT_EVENT_TYPES).optional(),
    /** Dhaka calendar days, inclusive. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** A checkout or order id, or a gateway payment/transaction/refund id. */
    q: z.string().trim().max(100).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'to must not be before from' });
export type PaymentLedgerQuery = z.infer<typeof paymentLedgerQuerySchema>;

export const paymentLedgerPageSchema = z.object({
  events: z.array(paymentEventSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type PaymentLedgerPage = z.infer<typeof paymentLedgerPageSchema>;

/** What a checkout that pays online answers: where to send the buyer, how much, until when. */
export const checkoutPaymentSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number(),
  redirectUrl: z.string(),
  holdExpiresAt: z.string(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/** POST /api/orders/:id/pay-again: a new attempt for the order's checkout while its hold lasts. */
export const payAgainResponseSchema = z.object({
  acknowledged: z.literal(true),
  payment: checkoutPaymentSchema,
});
export type PayAgainResponse = z.infer<typeof payAgainResponseSchema>;

/**
 * An admin's rule for cash on delivery (a guard against refused COD parcels): checkouts above `above` taka pay
 * `percent` % online in advance, the rest on delivery. `percent` 0 turns it off.
 */
export const codAdvanceSchema = z.object({
  percent: z
    .number({ error: 'Advance must be a number' })
    .int('Advance must be a whole percentage')
    .min(0, 'Advance cannot be negative')
    .max(100, 'Advance is at most 100 %'),
  above: z
    .number({ error: 'Amount must be a number' })
    .min(0, 'Amount cannot be negative')
    .max(100_000_000, 'Amount is too large'),
});
export type CodAdvance = z.infer<typeof codAdvanceSchema>;

/** GET /api/payments/options: what the checkout may offer now. */
export const paymentOptionsSchema = z.object({
  online: z.array(z.enum(ONLINE_METHODS)),
  codAdvance: codAdvanceSchema.nullable(),
  holdMinutes: z.number().int(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** The advance of a COD checkout of `totalPoisha` under `rule` (0 when none is due), rounded up to the poisha. */
export function codAdvancePoisha(totalPoisha: number, rule: CodAdvance | null): number {
  if (!rule || rule.percent === 0 || totalPoisha <= Math.round(rule.above * 100)) return 0;
  return Number((BigInt(totalPoisha) * BigInt(rule.percent) + 99n) / 100n);
}

/** The amount as a gateway wants it: a decimal string with two places ("125.50"), never a float. */
export function poishaToAmountString(poisha: number): string {
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(poisha);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "125.50" (or "125.5", "125") → 12550 poisha; null for anything else (exponents, spaces, more decimals). */
export function amountStringToPoisha(amount: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Where a gateway's return sends the buyer: My Orders, told how the payment ended. */
export const PAYMENT_RESULTS = ['completed', 'failed', 'cancelled', 'expired', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** What a gateway takes in one payment (SSLCommerz: ৳10.00 to ৳5,00,000.00 per transaction). */
export const GATEWAY_AMOUNT_LIMITS: Partial<
  Record<PaymentGateway, { minPoisha: number; maxPoisha: number }>
> = {
  sslcommerz: { minPoisha: 1_000, maxPoisha: 50_000_000 },
};
