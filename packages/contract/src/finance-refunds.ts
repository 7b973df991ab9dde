import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_TOTAL_POISHA } from './money.js';

// Refunds an operator issues (issue 29 item 7, decision 0026): full or partial, per order, with a reason. An
// order paid online goes back through its gateway (bKash, SSLCommerz); any other is recorded with the reference
// of the money the operator sent. Amounts are taka with at most two decimals, exact to the poisha.

export const REFUND_CHANNELS = ['bkash', 'sslcommerz', 'manual'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];

/**
 * pending: asked of the gateway, its answer not yet in (the amount is held back from further refunds);
 * done: the money went back and is in the books; failed: the gateway refused, nothing moved.
 */
export const REFUND_STATUSES = ['pending', 'done', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const MAX_TAKA = MAX_TOTAL_POISHA / 100;

/** POST /api/admin/orders/:id/refunds (the `Idempotency-Key` header makes a resent request the same refund). */
export const refundBodySchema = z.object({
  amount: z
    .number({ error: 'Enter the amount to refund' })
    .positive('The amount to refund must be more than 0')
    .max(MAX_TAKA, 'The amount is too large')
    .refine(hasAtMostTwoDecimals, 'The amount can have at most 2 decimals'),
  reason: z
    .string({ error: 'Say why the money is refunded' })
    .trim()
    .min(1, 'Say why the money is refunded')
    .max(500, 'The reason must be at most 500 characters'),
  /** The bank or mobile-banking reference of the money sent by hand (required when no gateway refunds it). */
  reference: z
    .string()
    .trim()
    .max(100, 'The reference must be at most 100 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type RefundBody = z.input<typeof refundBodySchema>;

export const orderRefundSchema = z
  .object({
    _id: z.string(),
    orderId: z.string(),
    amount: z.number(),
    reason: z.string(),
    channel: z.enum(REFUND_CHANNELS),
    /** The gateway's refund id, or the reference of the money sent by hand. */
    reference: z.string().nullable(),
    status: z.enum(REFUND_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'OrderRefund' });
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** GET /api/admin/orders/:id/refunds: the order's refunds, oldest first, and what can still go back. */
export const orderRefundsSchema = z.object({
  refunds: z.array(orderRefundSchema),
  /** Refunded so far (done), in taka. */
  refundedAmount: z.number(),
  /** Paid less refunded and less what is pending: the most a new refund may be. */
  refundable: z.number(),
  /** How a new refund would go: through the order's gateway, or by hand (a reference required). */
  channel: z.enum(REFUND_CHANNELS),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

export const refundResponseSchema = z.object({
  acknowledged: z.literal(true),
  message: z.string(),
  refund: orderRefundSchema,
  refundedAmount: z.number(),
  refundable: z.number(),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

export const refundParamsSchema = z.object({ id: z.string().max(100), refundId: z.string().max(100) });

/**
 * POST /api/admin/orders/:id/refunds/:refundId/resolve: what bKash's merchant panel says of a bKash refund whose
 * answer never came (bKash takes no id of ours, so it is never sent again): refunded (with bKash's refund
 * transaction id) or not. SSLCommerz's are sent again instead (…/retry: the same refund id, the same refund).
 */
export const refundResolveBodySchema = z
  .object({
    refunded: z.boolean({ error: 'Say whether bKash refunded it' }),
    reference: z
      .string()
      .trim()
      .max(100, 'The reference must be at most 100 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((v) => !v.refunded || v.reference, {
    path: ['reference'],
    message: "Enter bKash's transaction id of the refund",
  });
export type RefundResolveBody = z.input<typeof refundResolveBodySchema>;
