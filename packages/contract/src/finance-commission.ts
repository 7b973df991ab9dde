import { z } from 'zod';
import { CATEGORIES, type CategorySlug } from './categories.js';
import { dhakaDay } from './delivery.js';
import { hasAtMostTwoDecimals } from './money.js';

// The platform's commission (issue 29, decision 0026): a default percentage and fixed fee per order, a
// percentage per category, per-seller overrides until an end date. The rule in force when an order is placed
// is copied onto its lines; later changes never touch it. Percentages travel as numbers with at most 2
// decimals (5.25 = 5.25 %) and are kept as basis points (525); money as taka exact to the poisha.

/** Every category of the shop (the contract's list): each may have its own percentage. */
export const COMMISSION_CATEGORIES = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

const percent = z
  .number({ error: 'Enter a percentage' })
  .min(0, 'A percentage cannot be negative')
  .max(100, 'At most 100%')
  .refine(hasAtMostTwoDecimals, 'At most 2 decimals');

const fee = z
  .number({ error: 'Enter an amount in taka' })
  .min(0, 'A fee cannot be negative')
  .max(100_000, 'At most ৳100,000')
  .refine(hasAtMostTwoDecimals, 'At most 2 decimals');

/** A percentage (at most 2 decimals) → basis points, exactly (5.25 → 525). */
export const percentToBps = (value: number): number => Math.round(value * 100);
export const bpsToPercent = (bps: number): number => bps / 100;

/**
 * `bps` basis points of an amount in poisha, rounded half up to the poisha — a line's commission and the VAT
 * on a commission (the ledger's lineCommission and vatOn round the same way; the product form shows it).
 */
export function bpsOfPoisha(amountPoisha: number, bps: number): number {
  return Number((BigInt(amountPoisha) * BigInt(bps) + 5_000n) / 10_000n);
}

/** What a seller receives of one unit at `unitPricePoisha`: the price less the commission and its VAT. */
export function sellerReceivesPoisha(unitPricePoisha: number, bps: number, vatBps: number): number {
  const commission = bpsOfPoisha(unitPricePoisha, bps);
  return unitPricePoisha - commission - bpsOfPoisha(commission, vatBps);
}

/** A seller override as sent: the seller's percentage and fixed fee per order, through `endsOn` (Dhaka). */
export const sellerOverrideInputSchema = z.object({
  sellerId: z.string().trim().min(1, 'Choose a seller').max(100, 'Choose a seller'),
  percent,
  fixedFee: fee,
  /** The last Dhaka calendar day the override applies (it ends at that day's midnight). */
  endsOn: z.iso.date({ error: 'Enter the end date as YYYY-MM-DD' }),
});

export const MAX_SELLER_OVERRIDES = 500;

/** Per category: its percentage, or null (or left out) for the default's. */
const categoryPercents = z.partialRecord(z.enum(COMMISSION_CATEGORIES), percent.nullable());

/**
 * PUT /api/admin/finance/commission: the whole rule set, replacing the one in force. The server also checks
 * that each seller exists and is not an administrator, and that each end date is today or later.
 */
export const commissionRulesInputSchema = z
  .object({
    defaultPercent: percent,
    /** The default fixed fee per order (taka), on top of the percentage. */
    fixedFee: fee,
    categories: categoryPercents.default({}),
    sellers: z
      .array(sellerOverrideInputSchema)
      .max(MAX_SELLER_OVERRIDES, `At most ${MAX_SELLER_OVERRIDES} seller overrides`)
      .default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.sellers.forEach((s, i) => {
      if (seen.has(s.sellerId))
        ctx.addIssue({
          code: 'custom',
          path: ['sellers', i, 'sellerId'],
          message: 'This seller already has an override',
        });
      seen.add(s.sellerId);
    });
  });
export type CommissionRulesInput = z.input<typeof commissionRulesInputSchema>;
export type CommissionRulesInputParsed = z.output<typeof commissionRulesInputSchema>;

export const sellerOverrideSchema = sellerOverrideInputSchema.extend({
  sellerName: z.string(),
  sellerEmail: z.string(),
  /** When the override stops applying (the midnight after endsOn, Dhaka), ISO 8601. */
  endsAt: z.string(),
  /** Past its end: kept until the rules are next saved, no longer applied. */
  expired: z.boolean(),
});
export type SellerOverride = z.infer<typeof sellerOverrideSchema>;

/** GET (and PUT's answer) /api/admin/finance/commission: the rules in force; every category listed. */
export const commissionRulesSchema = z
  .object({
    defaultPercent: z.number(),
    fixedFee: z.number(),
    categories: z.record(z.enum(COMMISSION_CATEGORIES), z.number().nullable()),
    sellers: z.array(sellerOverrideSchema),
    /** When the rules were last saved (null: the 5 % the shop starts with). */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'CommissionRules' });
export type CommissionRules = z.infer<typeof commissionRulesSchema>;

/** GET /api/me/commission?category=: the rate that would apply now to the caller's product in a category. */
export const myCommissionQuerySchema = z.object({
  category: z.enum(COMMISSION_CATEGORIES, { error: 'Choose a category' }),
});
export const myCommissionSchema = z
  .object({
    percent: z.number(),
    /** The fixed fee per order (taka), whatever the order holds. */
    fixedFee: z.number(),
    /** VAT charged on the commission (COMMISSION_VAT_PERCENT). */
    vatPercent: z.number(),
  })
  .meta({ id: 'MyCommission' });
export type MyCommission = z.infer<typeof myCommissionSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment an override through `endsOn` (a Dhaka day) ends: that day's midnight, Dhaka (UTC+6). */
export const overrideEndsAt = (endsOn: string): Date =>
  new Date(new Date(`${endsOn}T00:00:00+06:00`).getTime() + DAY_MS);

/** The last Dhaka day of an override ending at `endsAt`. */
export const overrideEndsOn = (endsAt: Date): string => dhakaDay(new Date(endsAt.getTime() - 1));
