import { z } from 'zod';
import { toLatinDigits } from './lang.js';
import { hasAtMostTwoDecimals } from './money.js';
import { normaliseBdPhone } from './phone.js';

// Seller payouts (issue 29, decision 0026): where a seller is paid (a mobile wallet or a bank account, and their
// VAT BIN), and the operator's payout runs. Amounts are taka with at most two decimals, exact to the poisha.

export const PAYOUT_METHODS = ['bkash', 'nagad', 'rocket', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/** The mobile financial services a seller can be paid to (bulk disbursement files, bKash's B2C payout). */
export const WALLET_METHODS = ['bkash', 'nagad', 'rocket'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];
export const isWalletMethod = (m: string): m is WalletMethod =>
  (WALLET_METHODS as readonly string[]).includes(m);

/**
 * Bangladesh Bank's scheduled banks (bb.org.bd, Banks & FIs: 61 — 6 state-owned commercial, 3 specialised,
 * 33 conventional and 10 Islami Shariah-based private commercial, 9 foreign), by the short names the banks'
 * BEFTN files and cheques use. A payout by bank goes to one of them, by BEFTN.
 */
export const BD_BANKS = [
  // State-owned commercial banks
  'Agrani Bank',
  'Bangladesh Development Bank',
  'BASIC Bank',
  'Janata Bank',
  'Rupali Bank',
  'Sonali Bank',
  // Specialised banks
  'Bangladesh Krishi Bank',
  'Probashi Kallyan Bank',
  'Rajshahi Krishi Unnayan Bank',
  // Private commercial banks (conventional)
  'AB Bank',
  'Bangladesh Commerce Bank',
  'Bank Asia',
  'Bengal Commercial Bank',
  'BRAC Bank',
  'Citizens Bank',
  'Community Bank Bangladesh',
  'Dhaka Bank',
  'Dutch-Bangla Bank',
  'Eastern Bank',
  'IFIC Bank',
  'Jamuna Bank',
  'Meghna Bank',
  'Mercantile Bank',
  'Midland Bank',
  'Modhumoti Bank',
  'Mutual Trust Bank',
  'National Bank',
  'NCC Bank',
  'NRB Bank',
  'NRBC Bank',
  'One Bank',
  'Padma Bank',
  'Premier Bank',
  'Prime Bank',
  'Pubali Bank',
  'Shimanto Bank',
  'South Bangla Agriculture and Commerce Bank',
  'Southeast Bank',
  'The City Bank',
  'Trust Bank',
  'United Commercial Bank',
  'Uttara Bank',
  // Private commercial banks (Islami Shariah-based)
  'Al-Arafah Islami Bank',
  'EXIM Bank',
  'First Security Islami Bank',
  'Global Islami Bank',
  'ICB Islamic Bank',
  'Islami Bank Bangladesh',
  'Shahjalal Islami Bank',
  'Social Islami Bank',
  'Standard Bank',
  'Union Bank',
  // Foreign commercial banks
  'Bank Alfalah',
  'Citibank N.A.',
  'Commercial Bank of Ceylon',
  'Habib Bank',
  'HSBC',
  'National Bank of Pakistan',
  'Standard Chartered Bank',
  'State Bank of India',
  'Woori Bank',
] as const;
export type BdBank = (typeof BD_BANKS)[number];

const digits = (v: unknown) => (typeof v === 'string' ? toLatinDigits(v).replace(/[\s-]/g, '') : v);

/** A wallet number as the MFS apps and bulk files take it: 01XXXXXXXXX (from 01…, +8801… or Bengali digits). */
export function walletNumberOf(input: string): string | null {
  const phone = normaliseBdPhone(input);
  return phone ? `0${phone.slice(4)}` : null;
}

/**
 * PUT /api/me/payout-method. The fields of the chosen method are required; the others are ignored (the server
 * keeps only the chosen method's). `bin` empty or null clears it. The current password is checked again.
 */
export const payoutMethodBodySchema = z
  .object({
    method: z.enum(PAYOUT_METHODS),
    walletNumber: z.string().max(30).optional(),
    bankName: z.string().max(100).optional(),
    routingNumber: z.preprocess(digits, z.string().max(30)).optional(),
    accountName: z.string().trim().max(100).optional(),
    accountNumber: z.preprocess(digits, z.string().max(40)).optional(),
    bin: z
      .preprocess(
        (v) => (v === null || v === '' ? null : digits(v)),
        z
          .string()
          .regex(/^\d{13}$/, 'A BIN has 13 digits')
          .nullable(),
      )
      .optional(),
    currentPassword: z.string().min(1, 'Current password is required').max(128),
  })
  .strict()
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (isWalletMethod(b.method)) {
      if (!b.walletNumber || !walletNumberOf(b.walletNumber)) {
        issue('walletNumber', 'Enter a Bangladeshi mobile number: 01XXXXXXXXX (11 digits)');
      }
      return;
    }
    if (!b.bankName || !(BD_BANKS as readonly string[]).includes(b.bankName)) {
      issue('bankName', 'Choose a bank from the list');
    }
    if (!b.routingNumber || !/^\d{9}$/.test(b.routingNumber)) {
      issue('routingNumber', 'A routing number has 9 digits');
    }
    if (!b.accountName || b.accountName.length < 2) issue('accountName', 'Write the name on the account');
    if (!b.accountNumber || !/^\d{6,20}$/.test(b.accountNumber)) {
      issue('accountNumber', 'An account number has 6 to 20 digits');
    }
  });
export type PayoutMethodBody = z.infer<typeof payoutMethodBodySchema>;
export type PayoutMethodInput = z.input<typeof payoutMethodBodySchema>;

/** The payout method as its seller sees it: account and wallet numbers masked but for their last 4 digits. */
export const payoutMethodSchema = z
  .object({
    method: z.enum(PAYOUT_METHODS).nullable(),
    walletNumber: z.string().nullable(),
    bankName: z.string().nullable(),
    routingNumber: z.string().nullable(),
    accountName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    bin: z.string().nullable(),
    /** A new or changed method holds payouts until then (ISO time), or null. */
    payoutsHeldUntil: z.string().nullable(),
  })
  .meta({ id: 'PayoutMethod' });
export type PayoutMethodView = z.infer<typeof payoutMethodSchema>;
export const payoutMethodResponseSchema = z.object({ payoutMethod: payoutMethodSchema });

/** '*******5678': all but the last 4 characters hidden. */
export const maskNumber = (value: string) =>
  value.length <= 4 ? value : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;

const minimumTaka = z
  .number()
  .positive('Minimum must be more than 0')
  .max(10_000_000, 'Minimum can be at most 10000000')
  .refine(hasAtMostTwoDecimals, 'Minimum can have at most 2 decimals');

/** POST /api/admin/payout-runs: the smallest available balance to pay (default the setting), whom to consider. */
export const createPayoutRunBodySchema = z
  .object({
    minimum: minimumTaka.optional(),
    /** The operator's pick; absent: every eligible seller. */
    sellerIds: z.array(z.string().trim().min(1).max(100)).min(1).max(1000).optional(),
  })
  .strict();
export type CreatePayoutRunBody = z.infer<typeof createPayoutRunBodySchema>;

export const PAYOUT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Where a payout goes, as it was when the run was made (numbers masked on screen; in full in the files). */
export const payoutDestinationSchema = z.object({
  walletNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
});
export type PayoutDestination = z.infer<typeof payoutDestinationSchema>;

export const payoutSchema = z
  .object({
    id: z.string(),
    runId: z.string(),
    sellerId: z.string(),
    sellerName: z.string(),
    sellerEmail: z.string(),
    amount: z.number(),
    method: z.enum(PAYOUT_METHODS),
    destination: payoutDestinationSchema,
    status: z.enum(PAYOUT_STATUSES),
    reference: z.string().nullable(),
    failureReason: z.string().nullable(),
    /** When it was sent through a payout rail (bKash): from then on only that rail's answer, or the operator, settles it. */
    railAttemptedAt: z.string().nullable(),
    settledAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

export const payoutRunSchema = z
  .object({
    id: z.string(),
    minimum: z.number(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    count: z.number().int(),
    total: z.number(),
    pending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'PayoutRun' });
export type PayoutRun = z.infer<typeof payoutRunSchema>;

export const payoutRunDetailSchema = z.object({
  run: payoutRunSchema,
  payouts: z.array(payoutSchema),
  /** The wallets whose payouts can be sent through a payout API here (bKash's B2C), not only by file. */
  rails: z.array(z.enum(WALLET_METHODS)),
  /** True when this answer is the first run of the same Idempotency-Key (nothing new was made). */
  replayed: z.boolean().optional(),
});
export type PayoutRunDetail = z.infer<typeof payoutRunDetailSchema>;

export const payoutRunListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const payoutRunListSchema = z.object({
  runs: z.array(payoutRunSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PayoutRunList = z.infer<typeof payoutRunListSchema>;

/** GET /api/admin/payouts/eligible: sellers a run with this minimum would pay now, and those it would skip. */
export const eligibleSellersQuerySchema = z.object({
  minimum: z.coerce.number().pipe(minimumTaka).optional(),
});
export const eligibleSellerSchema = z.object({
  sellerId: z.string(),
  name: z.string(),
  email: z.string(),
  available: z.number(),
  method: z.enum(PAYOUT_METHODS).nullable(),
  /** Why a run would skip them now, or null when it would pay them. */
  skip: z.enum(['no_method', 'on_hold']).nullable(),
  payoutsHeldUntil: z.string().nullable(),
});
export type EligibleSeller = z.infer<typeof eligibleSellerSchema>;
export const eligibleSellersSchema = z.object({
  minimum: z.number(),
  sellers: z.array(eligibleSellerSchema),
});
export type EligibleSellers = z.infer<typeof eligibleSellersSchema>;

export const payoutIdParamsSchema = z.object({ id: z.uuid() });
export const payoutRunIdParamsSchema = z.object({ id: z.uuid() });

const payoutReference = z
  .string()
  .trim()
  .min(1, 'Write the bank or MFS reference of the money sent')
  .max(100, 'A reference can be at most 100 characters');
const payoutFailure = z
  .string()
  .trim()
  .min(1, 'Write why the payout failed')
  .max(500, 'A reason can be at most 500 characters');
export const markPayoutSentBodySchema = z.object({ reference: payoutReference }).strict();
export const markPayoutFailedBodySchema = z.object({ reason: payoutFailure }).strict();
/** The dashboard's settle dialogs ask for one text (the web's reason dialog): the reference, or the reason. */
export const payoutSettleDialogSchemas = {
  sent: z.object({ reason: payoutReference }),
  failed: z.object({ reason: payoutFailure }),
};
export const payoutResponseSchema = z.object({ payout: payoutSchema });

/** The mobile-banking bulk file may be one provider's (each MFS portal takes its own wallets only). */
export const mfsFileQuerySchema = z.object({ provider: z.enum(WALLET_METHODS).optional() });
