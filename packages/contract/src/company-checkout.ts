import { z } from 'zod';
import { orderSchema } from './order.js';

/**
 * Company checkout (issue 31 items 2 and 3, decision 0041): a checkout bought for a company may carry the
 * buyer's purchase-order number (required when the company says so); one above the buyer's order limit waits
 * for an approver of the company, its stock held until the approval hold ends.
 */

/**
 * A purchase-order number as buyers' systems print them: letters (Bengali with its vowel signs), digits, spaces
 * and - / . #, 1–35 long.
 */
export const poNumberSchema = z
  .string()
  .trim()
  .min(1, 'Enter the PO number')
  .max(35, 'At most 35 characters')
  .regex(/^[\p{L}\p{M}\p{N} \-/.#]+$/u, 'Only letters, digits, spaces and - / . #');

/** A company id as the server writes them (any letter case). */
export const companyIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Choose a company');

/** The statuses a checkout answers with: placed (201/200 as before), or waiting for an approver (202). */
export const CHECKOUT_STATUSES = ['placed', 'awaiting_approval'] as const;

/** PUT /api/companies/:id/settings (owner): whether every order bought for the company needs a PO number. */
export const companySettingsSchema = z.object({ poRequired: z.boolean() });
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const approvalParamsSchema = z.object({ checkoutId: z.string().max(100) });
export const approvalRejectSchema = z.object({
  reason: z.string().trim().min(3, 'Say why, in at least 3 characters').max(500, 'At most 500 characters'),
});

/** A checkout waiting for approval, as its company's approvers see it. */
export const approvalSchema = z
  .object({
    checkoutId: z.string(),
    companyId: z.string(),
    companyName: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    poNumber: z.string().nullable(),
    /** The checkout's total in taka, and the buyer's limit it is over (taka). */
    total: z.number(),
    orderLimit: z.number().nullable(),
    paymentMethod: z.string(),
    orders: z.array(orderSchema),
    createdAt: z.string(),
    /** When the hold ends: the orders are cancelled and the stock goes back unless approved by then. */
    holdExpiresAt: z.string(),
  })
  .meta({ id: 'Approval' });
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListSchema = z.object({ approvals: z.array(approvalSchema) });

/** The answer to an approve or reject: the checkout's orders as they are now. */
export const approvalDecisionSchema = z.object({
  checkoutId: z.string(),
  decision: z.enum(['approved', 'rejected']),
  orders: z.array(orderSchema),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;
