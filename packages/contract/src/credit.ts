import { z } from 'zod';

/**
 * Trade credit on net terms (issue 31 item 4, decision 0042). Requests name amounts in taka (at most two
 * decimals, as a buyer types them); answers carry exact poisha (`…Poisha`).
 */
export const CREDIT_TERMS = [7, 15, 30] as const;

const takaSchema = z
  .number()
  .min(0, 'At least 0')
  .max(100_000_000_000, 'Too large for a credit limit')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals (poisha)');
const termsSchema = z
  .number()
  .int()
  .refine((v) => (CREDIT_TERMS as readonly number[]).includes(v), 'Terms are 7, 15 or 30 days');

export const creditApplicationInputSchema = z.object({
  limit: takaSchema.refine((v) => v > 0, 'Ask for more than 0'),
  termsDays: termsSchema,
  note: z.string().trim().max(1000).optional(),
});
export type CreditApplicationInput = z.infer<typeof creditApplicationInputSchema>;

export const creditApplicationSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  requestedLimitPoisha: z.number(),
  termsDays: z.number(),
  note: z.string().nullable(),
  status: z.enum(['applied', 'decided']),
  createdAt: z.string(),
});
export const creditApplicationResponseSchema = z.object({ application: creditApplicationSchema });

/** PUT /api/admin/companies/:id/credit: limit 0 turns credit off. */
export const creditSettingInputSchema = z.object({ limit: takaSchema, termsDays: termsSchema });

export const creditLineSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  limitPoisha: z.number(),
  usedPoisha: z.number(),
  availablePoisha: z.number(),
  overduePoisha: z.number(),
  termsDays: z.number(),
});
export const creditLineResponseSchema = z.object({ credit: creditLineSchema });
export const creditBookSchema = z.object({ companies: z.array(creditLineSchema) });

export const creditInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  amountPoisha: z.number(),
  paidPoisha: z.number(),
  issuedAt: z.string(),
  dueAt: z.string(),
  status: z.enum(['open', 'paid', 'void']),
  overdue: z.boolean(),
  poNumber: z.string().nullable(),
});
export const creditInvoiceListSchema = z.object({
  credit: z
    .object({
      limitPoisha: z.number(),
      usedPoisha: z.number(),
      availablePoisha: z.number(),
      termsDays: z.number(),
    })
    .nullable(),
  /** The company's open application, waiting for the operator (one at a time); null when none waits. */
  application: z
    .object({
      requestedLimitPoisha: z.number(),
      termsDays: z.number(),
      note: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  invoices: z.array(creditInvoiceSchema),
});

export const invoicePayInputSchema = z.object({
  invoiceIds: z.array(z.string().max(100)).min(1).max(100),
  method: z.enum(['bkash', 'sslcommerz', 'bank_transfer']),
});

/** The operator records a bank transfer: the invoices it pays in full, or an amount applied oldest due first. */
export const invoicePaymentRecordSchema = z
  .object({
    invoiceIds: z.array(z.string().max(100)).min(1).max(100).optional(),
    amount: takaSchema.refine((v) => v > 0, 'More than 0').optional(),
    reference: z.string().trim().min(1, 'Give the transfer reference').max(200),
  })
  .refine((b) => (b.invoiceIds === undefined) !== (b.amount === undefined), {
    message: 'Send the invoices or an amount, one of them',
    path: ['invoiceIds'],
  });
export const invoicePaymentResultSchema = z.object({
  invoices: z.array(z.string()),
  appliedPoisha: z.number(),
});

const bucketsSchema = z.object({
  current: z.number(),
  days1to30: z.number(),
  days31to60: z.number(),
  days60plus: z.number(),
  total: z.number(),
});
export const creditAgingSchema = z.object({
  companies: z.array(bucketsSchema.extend({ companyId: z.string(), name: z.string() })),
  total: bucketsSchema,
});

/**
 * POST /api/companies/:id/invoices/pay by `bkash` or `sslcommerz`: the payment started for what is left on the
 * invoices (the server sums it) and the gateway page to send the payer to. The gateway's return lands the payer
 * on `/company/credit?payment=<paymentId>&status=paid|failed|pending` (pending: the gateway did not answer yet).
 */
export const invoicePayStartedSchema = z.object({
  paymentId: z.string(),
  amountPoisha: z.number(),
  redirectUrl: z.string(),
});
export type InvoicePayStarted = z.infer<typeof invoicePayStartedSchema>;
