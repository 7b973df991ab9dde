import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyMembers } from '../../db/schema.js';

/** The roles that may decide a company's checkouts waiting for approval (decision 0041). */
export const APPROVING_ROLES = ['owner', 'approver'] as const;

/** How long a checkout waits for an approver unless APPROVAL_HOLD_HOURS says otherwise (composition.ts). */
export const DEFAULT_APPROVAL_HOLD_HOURS = 48;

/** What a company checkout reads of the company (checkout/company.ts): the buyer's membership and its rules. */
export const companyBuyerQueries = (db: Db) => ({
  /** The buyer's role and limit in the company and its PO rule; none when they are not a member. */
  companyBuyer: async (companyId: string, userId: string) =>
    (
      await db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          poRequired: companies.poRequired,
          role: companyMembers.role,
          orderLimitPoisha: companyMembers.orderLimitPoisha,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    )[0],

  /** Who is told that a checkout waits: the company's owner and approvers. */
  companyApprovers: async (companyId: string) =>
    (
      await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(
          and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, [...APPROVING_ROLES])),
        )
    ).map((r) => r.userId),

  /** Hours a checkout over the limit holds its stock for an approver (composition.ts: APPROVAL_HOLD_HOURS). */
  approvalHoldHours: (): number => DEFAULT_APPROVAL_HOLD_HOURS,
});

export type CompanyBuyer = NonNullable<
  Awaited<ReturnType<ReturnType<typeof companyBuyerQueries>['companyBuyer']>>
>;
