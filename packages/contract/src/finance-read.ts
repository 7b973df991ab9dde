import { z } from 'zod';

// What a seller and an administrator read of the marketplace's books (issue 29, decision 0026). Amounts are
// taka exact to the poisha; a seller's amounts are what the shop owes them (positive) or what they owe the
// shop (negative), whatever the ledger's debit/credit sign.

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(20);
/** A calendar month in Dhaka, 'YYYY-MM'. */
export const financeMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM')
  .refine((m) => m >= '2000-01' && m <= '2999-12', 'A month as YYYY-MM');

export const LEDGER_KINDS = [
  'payment_received',
  'payment_refunded',
  'order_delivered',
  'order_returned',
  'cash_collected',
  'cod_collected',
  'remittance_received',
  'payout_created',
  'payout_sent',
  'payout_failed',
  'refund_issued',
  'adjustment',
  'credit_drawn',
  'credit_released',
  'credit_repaid',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const sellerFinanceQuerySchema = z.object({
  page,
  limit,
  /** Only the lines of entries made in this Dhaka month. */
  month: financeMonthSchema.optional(),
});
export type SellerFinanceQuery = z.infer<typeof sellerFinanceQuerySchema>;

/** One line of the seller's payable, with its entry's event. */
export const sellerLedgerLineSchema = z.object({
  _id: z.string(),
  /** When the entry was made. */
  date: z.string(),
  kind: z.enum(LEDGER_KINDS),
  orderId: z.string().nullable(),
  payoutId: z.string().nullable(),
  refundId: z.string().nullable(),
  memo: z.string().nullable(),
  /** Taka: positive adds to what the shop owes the seller, negative takes from it. */
  amount: z.number(),
  /** When the money counts as available (a delivery's earnings: after the return window). */
  availableAt: z.string(),
  available: z.boolean(),
});
export type SellerLedgerLine = z.infer<typeof sellerLedgerLineSchema>;

export const nextPayoutSchema = z.object({
  /** Taka the next payout run would pay: what is available (at `from` when that is later than now). */
  amount: z.number(),
  /** The smallest payout a run makes. */
  minimum: z.number(),
  /**
   * When `amount` reaches the minimum: now when it already has, else the day pending money makes it; null
   * when what is pending does not reach it.
   */
  from: z.string().nullable(),
  /** A new or changed payout method holds payouts until then (null: no hold). */
  heldUntil: z.string().nullable(),
  /** Where payouts go; null until the seller sets a payout method (a run skips them). */
  method: z.enum(['bkash', 'nagad', 'rocket', 'bank']).nullable(),
});

export const sellerFinanceSchema = z.object({
  /** Owed to the seller, not yet past the return window. */
  pending: z.number(),
  /** Owed to the seller and payable now (negative: the seller owes the shop, recovered from payouts). */
  available: z.number(),
  /** Payouts confirmed sent. */
  paidOut: z.number(),
  /** Payouts created and not yet confirmed sent or failed. */
  inTransit: z.number(),
  nextPayout: nextPayoutSchema,
  entries: z.array(sellerLedgerLineSchema),
  month: z.string().nullable(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type SellerFinance = z.infer<typeof sellerFinanceSchema>;

export const ORDER_MONEY_STATES = ['pending', 'available', 'paid_out'] as const;

/** An order's money as the seller's books have it. */
export const sellerOrderMoneySchema = z.object({
  orderId: z.string(),
  placedAt: z.string(),
  orderStatus: z.string(),
  /** The goods' value (the order's total without its delivery charge). */
  goods: z.number(),
  deliveryCharge: z.number(),
  /** Commission and the VAT on it, as posted (less what refunds took back). */
  commission: z.number(),
  vat: z.number(),
  /** The delivery charge the shop kept (its courier account carried the parcel). */
  deliveryKept: z.number(),
  refunds: z.number(),
  /** What the order adds to (or takes from) the seller's balance. */
  net: z.number(),
  availableAt: z.string().nullable(),
  /** Pending until the return window ends; paid out once payouts have covered it (oldest money first). */
  state: z.enum(ORDER_MONEY_STATES),
});
export type SellerOrderMoney = z.infer<typeof sellerOrderMoneySchema>;

export const sellerFinanceOrdersSchema = z.object({
  orders: z.array(sellerOrderMoneySchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type SellerFinanceOrders = z.infer<typeof sellerFinanceOrdersSchema>;

export const sellerPayoutSchema = z.object({
  _id: z.string(),
  runId: z.string(),
  amount: z.number(),
  method: z.enum(['bkash', 'nagad', 'rocket', 'bank']),
  status: z.enum(['pending', 'sent', 'failed']),
  /** The bank's or wallet's reference of the money sent. */
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type SellerPayout = z.infer<typeof sellerPayoutSchema>;

export const sellerPayoutsSchema = z.object({
  payouts: z.array(sellerPayoutSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type SellerPayouts = z.infer<typeof sellerPayoutsSchema>;

export const financePageQuerySchema = z.object({ page, limit });

export const statementQuerySchema = z.object({
  month: financeMonthSchema,
  lang: z.enum(['en', 'bn']).optional(),
});

/** Dhaka calendar days, inclusive; at most a year and a day apart. Both default (the last 30 days). */
/** A Dhaka day the books can hold (the shop's years; the database has no year 0). */
const financeDay = z.iso
  .date()
  .refine((d) => d >= '2000-01-01' && d <= '2999-12-31', 'A day between 2000 and 2999');

export const financeSummaryQuerySchema = z
  .object({
    from: financeDay.optional(),
    to: financeDay.optional(),
    lang: z.enum(['en', 'bn']).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'to must not be before from' });
export type FinanceSummaryQuery = z.infer<typeof financeSummaryQuerySchema>;

export const financeSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Orders placed in the range (not cancelled, not waiting for their online payment): their totals. */
  gmv: z.number(),
  orders: z.number().int(),
  /** Commission income earned in the range (less refunds' reversals). */
  commission: z.number(),
  /** VAT on that commission. */
  vat: z.number(),
  /** What the shop owes sellers at the end of the range: the sum of positive seller balances. */
  owedToSellers: z.number(),
  /** What sellers owe the shop then (refunds after a payout), as a positive sum. */
  owedBySellers: z.number(),
  /** Payouts confirmed sent in the range. */
  paidOut: z.number(),
  /** Cash couriers collected and had not remitted at the end of the range, per courier and in all. */
  codOutstanding: z.object({
    total: z.number(),
    byCourier: z.array(z.object({ courier: z.string(), amount: z.number() })),
  }),
  /** Money returned to buyers in the range (automatic refunds of cancelled orders and operators' refunds). */
  refunds: z.number(),
  /** The sum of every line of the books: 0 whenever every entry balanced. */
  trialBalance: z.number(),
  byDay: z.array(
    z.object({ date: z.string(), gmv: z.number(), commission: z.number(), refunds: z.number() }),
  ),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const runInvoiceParamsSchema = z.object({ runId: z.uuid(), sellerId: z.string().min(1).max(100) });
export const sellerRunInvoiceParamsSchema = z.object({ runId: z.uuid() });
