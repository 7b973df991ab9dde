import { z } from 'zod';
import { locationSchema } from './delivery.js';
import { toLatinDigits } from './lang.js';

/**
 * Companies (issue 31 item 1): a business buying on the shop, with members in roles. The owner is one member,
 * always exactly one; ownership moves only by transfer to a member.
 */
export const COMPANY_ROLES = ['owner', 'buyer', 'approver', 'finance'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** The roles an invitation or a role change may give: never 'owner' (that is a transfer). */
export const COMPANY_MEMBER_ROLES = ['buyer', 'approver', 'finance'] as const;

/** A run of exactly `n` digits, typed in Latin or Bengali digits (spaces and dashes dropped), kept Latin. */
const digits = (n: number, what: string) =>
  z
    .string()
    .transform((s) => toLatinDigits(s).replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${n}}$`), `The ${what} is exactly ${n} digits`));

export const companyInputSchema = z.object({
  name: z.string().trim().min(2, 'Enter the trade name').max(120, 'At most 120 characters'),
  tradeLicence: z.string().trim().min(3, 'Enter the trade licence number').max(60, 'At most 60 characters'),
  /** Business Identification Number (VAT registration): 13 digits. */
  bin: digits(13, 'BIN'),
  /** Taxpayer's Identification Number: 12 digits. */
  tin: digits(12, 'TIN'),
  /** The place in the official lists (checked on the server against them). */
  location: locationSchema,
  address: z.string().trim().min(5, 'Enter the address').max(500, 'At most 500 characters'),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

/** An order limit in poisha, or null for none. */
const orderLimitSchema = z.number().int('Whole poisha').min(0, 'At least 0').max(1e13).nullable();

export const companyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  orderLimit: z.number().nullable(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    tradeLicence: z.string(),
    bin: z.string(),
    tin: z.string(),
    location: locationSchema,
    address: z.string(),
    /** The viewer's own role and limit in it. */
    role: z.enum(COMPANY_ROLES),
    orderLimit: z.number().nullable(),
    /** Every order bought for the company carries a PO number (issue 31 item 3; the owner sets it). Always sent. */
    poRequired: z.boolean().optional(),
    /** The company's trade credit (issue 31 item 4) for the checkout's Pay on invoice: what is left of the limit
     * (poisha), the terms, whether an overdue invoice stops new credit orders; null without a limit. */
    credit: z
      .object({ availablePoisha: z.number(), termsDays: z.number(), overdue: z.boolean() })
      .nullable()
      .optional(),
    createdAt: z.string(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

export const companyResponseSchema = z.object({ company: companySchema });
export const companyListSchema = z.object({ companies: z.array(companySchema) });
export const companyDetailSchema = z.object({
  company: companySchema,
  members: z.array(companyMemberSchema),
});

export const companyIdParamsSchema = z.object({ id: z.string().max(100) });
export const companyMemberParamsSchema = z.object({
  id: z.string().max(100),
  userId: z.string().max(100),
});

export const invitationInputSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter an e-mail address').max(254),
  role: z.enum(COMPANY_MEMBER_ROLES, 'Choose buyer, approver or finance'),
});
export const invitationResponseSchema = z.object({
  invitation: z.object({
    id: z.string(),
    email: z.string(),
    role: z.enum(COMPANY_MEMBER_ROLES),
    expiresAt: z.string(),
  }),
});
export const acceptInvitationSchema = z.object({ token: z.string().min(10).max(200) });

export const memberUpdateSchema = z.object({
  role: z.enum(COMPANY_MEMBER_ROLES, 'Choose buyer, approver or finance'),
  orderLimit: orderLimitSchema,
});
export const ownershipTransferSchema = z.object({ userId: z.string().min(1).max(100) });
