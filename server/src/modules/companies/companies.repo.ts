import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addNotifications, type NewNotification } from '../../db/notification-outbox.js';
import {
  companies,
  companyCredit,
  companyInvitations,
  companyMembers,
  creditInvoices,
  users,
} from '../../db/schema.js';

type Role = 'owner' | 'buyer' | 'approver' | 'finance';

function companyQueries(db: Db) {
  const membership = {
    id: companies.id,
    name: companies.name,
    tradeLicence: companies.tradeLicence,
    bin: companies.bin,
    tin: companies.tin,
    division: companies.division,
    district: companies.district,
    area: companies.area,
    address: companies.address,
    createdAt: companies.createdAt,
    poRequired: companies.poRequired,
    role: companyMembers.role,
    orderLimitPoisha: companyMembers.orderLimitPoisha,
    // The company's trade credit as the checkout needs it (issue 31 item 4): read here, like the credit module
    // reads the members, so a company page costs one query. Null without a credit row.
    creditLimitPoisha: companyCredit.limitPoisha,
    creditUsedPoisha: companyCredit.usedPoisha,
    creditTermsDays: companyCredit.termsDays,
    creditOverdue: sql<boolean>`exists (select 1 from ${creditInvoices} where ${creditInvoices.companyId} = ${companies.id} and ${creditInvoices.status} = 'open' and ${creditInvoices.dueAt} < now())`,
  };
  const withCredit = () =>
    db
      .select(membership)
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .leftJoin(companyCredit, eq(companyCredit.companyId, companies.id));
  return {
    insertCompany: async (values: typeof companies.$inferInsert) =>
      (await db.insert(companies).values(values).returning({ id: companies.id }))[0]!.id,

    insertMember: (values: typeof companyMembers.$inferInsert) =>
      db.insert(companyMembers).values(values).onConflictDoNothing(),

    /** The companies the user belongs to, with their role in each, oldest first. */
    mine: (userId: string) =>
      withCredit()
        .where(eq(companyMembers.userId, userId))
        .orderBy(asc(companies.createdAt), asc(companies.id)),

    /** One company as its member sees it; none when the user is not a member (even if it exists). */
    membershipOf: async (userId: string, companyId: string) =>
      (
        await withCredit().where(
          and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)),
        )
      )[0],

    /** Whether every order bought for the company needs a PO number (issue 31 item 3). */
    setPoRequired: (companyId: string, poRequired: boolean) =>
      db.update(companies).set({ poRequired, updatedAt: new Date() }).where(eq(companies.id, companyId)),

    members: (companyId: string) =>
      db
        .select({
          userId: companyMembers.userId,
          name: users.name,
          email: users.email,
          role: companyMembers.role,
          orderLimitPoisha: companyMembers.orderLimitPoisha,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId))
        .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId)),

    /** Locks the company's member rows so role changes, removals and transfers run one at a time. */
    lockMembers: (companyId: string) =>
      db
        .select({ userId: companyMembers.userId, role: companyMembers.role })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, companyId))
        .for('update'),

    setMember: (
      companyId: string,
      userId: string,
      values: { role: Role; orderLimitPoisha?: number | null },
    ) =>
      db
        .update(companyMembers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId))),

    removeMember: (companyId: string, userId: string) =>
      db
        .delete(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId))),

    userByEmail: async (email: string) =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      )[0],

    insertInvitation: async (values: typeof companyInvitations.$inferInsert) =>
      (await db.insert(companyInvitations).values(values).returning())[0]!,

    /** Claims an open, unexpired invitation for the e-mail (once: a second acceptance finds nothing). */
    claimInvitation: async (tokenHash: string, email: string) =>
      (
        await db
          .update(companyInvitations)
          .set({ acceptedAt: sql`now()` })
          .where(
            and(
              eq(companyInvitations.tokenHash, tokenHash),
              sql`lower(${companyInvitations.email}) = ${email.toLowerCase()}`,
              isNull(companyInvitations.acceptedAt),
              gt(companyInvitations.expiresAt, sql`now()`),
            ),
          )
          .returning({ companyId: companyInvitations.companyId, role: companyInvitations.role })
      )[0],

    notify: (list: NewNotification[]) => addNotifications(db, list),
  };
}

export type CompaniesTx = ReturnType<typeof companyQueries>;
export type MembershipRow = NonNullable<Awaited<ReturnType<CompaniesTx['membershipOf']>>>;
export type MemberRow = Awaited<ReturnType<CompaniesTx['members']>>[number];

export function createCompaniesRepo(db: Db) {
  return {
    ...companyQueries(db),
    transaction: <T>(fn: (tx: CompaniesTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(companyQueries(tx as unknown as Db))),
  };
}

export type CompaniesRepo = ReturnType<typeof createCompaniesRepo>;
