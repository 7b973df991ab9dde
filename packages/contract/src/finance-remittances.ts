import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_TOTAL_POISHA } from './money.js';
import { COURIERS } from './shipment.js';

// Cash on delivery a courier collected and hands over (issue 29 item 6, decision 0026): each remittance records
// the amount received, the courier's fees and the parcels it covers (a parcel is remitted once); the books move
// the cash from the courier's receivable to the bank. Amounts are taka with at most two decimals.

const MAX_TAKA = MAX_TOTAL_POISHA / 100;

const taka = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .min(0, `The ${what} cannot be negative`)
    .max(MAX_TAKA, `The ${what} is too large`)
    .refine(hasAtMostTwoDecimals, `The ${what} can have at most 2 decimals`);

export const courierParamsSchema = z.object({
  courier: z.enum(COURIERS, { error: 'Choose Steadfast, Pathao or RedX' }),
});

export const remittanceParcelSchema = z.object({
  orderId: z.uuid({ error: 'Choose a parcel of this courier' }),
  /** What the courier says it remitted for this parcel. */
  amount: taka('parcel amount'),
});

/** POST /api/admin/couriers/:courier/remittances */
export const remittanceBodySchema = z.object({
  amount: taka('amount received'),
  fees: taka('fees').default(0),
  /** The Dhaka day the money reached the shop's bank. */
  receivedOn: z.iso.date({ error: 'Enter the day the money arrived' }),
  reference: z
    .string({ error: "Enter the courier's payment reference" })
    .trim()
    .min(1, "Enter the courier's payment reference")
    .max(100, 'The reference must be at most 100 characters'),
  parcels: z
    .array(remittanceParcelSchema, { error: 'Choose the parcels this money covers' })
    .min(1, 'Choose the parcels this money covers')
    .max(1000, 'At most 1000 parcels in one remittance'),
});
export type RemittanceBody = z.input<typeof remittanceBodySchema>;

export const remittedParcelSchema = z.object({
  orderId: z.string(),
  amount: z.number(),
  /** The cash the courier reported collecting for it (null: none reported). */
  collected: z.number().nullable(),
  trackingCode: z.string().nullable(),
});

export const courierRemittanceSchema = z
  .object({
    _id: z.string(),
    courier: z.enum(COURIERS),
    amount: z.number(),
    fees: z.number(),
    receivedOn: z.string(),
    reference: z.string(),
    parcels: z.array(remittedParcelSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'CourierRemittance' });
export type CourierRemittance = z.infer<typeof courierRemittanceSchema>;

export const remittanceResponseSchema = z.object({
  acknowledged: z.literal(true),
  message: z.string(),
  remittance: courierRemittanceSchema,
});

export const remittanceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const remittancePageSchema = z.object({
  remittances: z.array(courierRemittanceSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type RemittancePage = z.infer<typeof remittancePageSchema>;

/** A delivered COD parcel whose cash the courier has not remitted yet. */
export const unremittedParcelSchema = z.object({
  orderId: z.string(),
  courier: z.enum(COURIERS),
  trackingCode: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  collected: z.number(),
});
export type UnremittedParcel = z.infer<typeof unremittedParcelSchema>;

/** A remittance whose parts do not add up: parcel amounts against the cash collected, or against amount + fees. */
export const remittanceMismatchSchema = z.object({
  remittanceId: z.string(),
  courier: z.enum(COURIERS),
  reference: z.string(),
  receivedOn: z.string(),
  amount: z.number(),
  fees: z.number(),
  /** The sum of the parcel amounts the remittance names. */
  parcelsTotal: z.number(),
  /** The cash the courier reported collecting for those parcels. */
  collectedTotal: z.number(),
  /** The parcels whose amount differs from the cash collected. */
  parcels: z.array(remittedParcelSchema),
});
export type RemittanceMismatch = z.infer<typeof remittanceMismatchSchema>;

/** GET /api/admin/finance/cod: what each courier still owes, and what does not add up. */
export const codReportSchema = z.object({
  /** Parcels unremitted this many days after delivery are overdue (COD_REMITTANCE_DAYS). */
  remittanceDays: z.number().int(),
  couriers: z.array(
    z.object({
      courier: z.enum(COURIERS),
      /** The courier's receivable in the books: cash collected less what was remitted and its fees. */
      outstanding: z.number(),
      /** Delivered COD parcels not remitted yet, oldest first (the remittance form picks from these). */
      unremitted: z.array(unremittedParcelSchema),
      /** Whether the courier publishes payment statements the form can be filled from. */
      statements: z.boolean(),
    }),
  ),
  overdue: z.array(unremittedParcelSchema),
  mismatches: z.array(remittanceMismatchSchema),
});
export type CodReport = z.infer<typeof codReportSchema>;

/** A payment statement the courier publishes (Steadfast's payments), as listed. */
export const courierStatementSchema = z.object({
  id: z.string(),
  amount: z.number().nullable(),
  at: z.string().nullable(),
  status: z.string().nullable(),
});
export const courierStatementsSchema = z.object({ statements: z.array(courierStatementSchema) });
export type CourierStatementSummary = z.infer<typeof courierStatementSchema>;

export const statementParamsSchema = courierParamsSchema.extend({
  statementId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a statement of this courier'),
});

/** A remittance filled from a courier's statement, for the operator to check and record. */
export const remittanceDraftSchema = z.object({
  courier: z.enum(COURIERS),
  statementId: z.string(),
  amount: z.number(),
  fees: z.number(),
  receivedOn: z.string(),
  reference: z.string(),
  parcels: z.array(z.object({ orderId: z.string(), amount: z.number() })),
  /** Consignments on the statement that are no parcel of this shop's (or were remitted before). */
  unmatched: z.array(
    z.object({ consignmentId: z.string().nullable(), invoice: z.string().nullable(), amount: z.number() }),
  ),
});
export type RemittanceDraft = z.infer<typeof remittanceDraftSchema>;
