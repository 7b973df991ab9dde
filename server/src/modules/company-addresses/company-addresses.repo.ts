import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyAddresses, companyMembers } from '../../db/schema.js';

function companyAddressQueries(db: Db) {
  return {
    /** The user's role in the company; none when they are not a member (even if it exists). */
    roleOf: async (userId: string, companyId: string) =>
      (
        await db
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
      )[0]?.role,

    /** The company's addresses, oldest first (a new one comes last). */
    list: (companyId: string) =>
      db
        .select()
        .from(companyAddresses)
        .where(eq(companyAddresses.companyId, companyId))
        .orderBy(asc(companyAddresses.createdAt), asc(companyAddresses.id)),

    insert: (values: typeof companyAddresses.$inferInsert) => db.insert(companyAddresses).values(values),

    /** Rewrites one of the company's addresses; false when it has none with that id. */
    update: async (
      companyId: string,
      id: string,
      values: Omit<typeof companyAddresses.$inferInsert, 'id' | 'companyId' | 'createdAt'>,
    ) =>
      (
        await db
          .update(companyAddresses)
          .set(values)
          .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, id)))
          .returning({ id: companyAddresses.id })
      ).length > 0,

    /** Deletes one of the company's addresses; false when it has none with that id. */
    remove: async (companyId: string, id: string) =>
      (
        await db
          .delete(companyAddresses)
          .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, id)))
          .returning({ id: companyAddresses.id })
      ).length > 0,

    /** Locks the company's row until the transaction ends, so two saves cannot both pass the limit. */
    lockCompany: (companyId: string) =>
      db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update'),
  };
}

export type CompanyAddressesTx = ReturnType<typeof companyAddressQueries>;
export type CompanyAddressRow = Awaited<ReturnType<CompanyAddressesTx['list']>>[number];

export function createCompanyAddressesRepo(db: Db) {
  return {
    ...companyAddressQueries(db),
    transaction: <T>(fn: (tx: CompanyAddressesTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(companyAddressQueries(tx as unknown as Db))),
  };
}

export type CompanyAddressesRepo = ReturnType<typeof createCompanyAddressesRepo>;
