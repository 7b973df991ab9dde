import { asc, eq } from 'drizzle-orm';
import type { PendingCreditApplication } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { companies, creditApplications, users } from '../../db/schema.js';

/** The operator's queue: every company's open credit application (one each: a partial unique index), oldest first. */
export function createCreditApplicationsRepo(db: Db) {
  return {
    pending: async (): Promise<PendingCreditApplication[]> => {
      const rows = await db
        .select({
          id: creditApplications.id,
          companyId: creditApplications.companyId,
          companyName: companies.name,
          verifiedAt: companies.verifiedAt,
          requestedLimitPoisha: creditApplications.requestedLimitPoisha,
          termsDays: creditApplications.termsDays,
          note: creditApplications.note,
          userId: users.id,
          userName: users.name,
          userEmail: users.email,
          createdAt: creditApplications.createdAt,
        })
        .from(creditApplications)
        .innerJoin(companies, eq(companies.id, creditApplications.companyId))
        .innerJoin(users, eq(users.id, creditApplications.appliedBy))
        .where(eq(creditApplications.status, 'applied'))
        .orderBy(asc(creditApplications.createdAt), asc(creditApplications.id));
      return rows.map((r) => ({
        id: r.id,
        companyId: r.companyId,
        companyName: r.companyName,
        companyVerified: r.verifiedAt !== null,
        requestedLimitPoisha: r.requestedLimitPoisha,
        termsDays: r.termsDays,
        note: r.note,
        appliedBy: { id: r.userId, name: r.userName, email: r.userEmail },
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
export type CreditApplicationsRepo = ReturnType<typeof createCreditApplicationsRepo>;
