import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingImports } from '../../db/schema.js';

export type ImportJobRow = typeof listingImports.$inferSelect;
export type ImportJobChanges = Partial<Omit<typeof listingImports.$inferInsert, 'id' | 'sellerId'>>;

export function createImportJobsRepo(db: Db) {
  return {
    create: async (
      sellerId: string,
      fileName: string,
      dryRun: boolean,
      totalRows: number,
      payload: unknown,
    ) =>
      (
        await db
          .insert(listingImports)
          .values({ sellerId, fileName, dryRun, totalRows, payload })
          .returning({ id: listingImports.id })
      )[0]!.id,

    /** A job of this seller's (another seller's is as good as missing). */
    findOwned: async (id: string, sellerId: string): Promise<ImportJobRow | undefined> =>
      (
        await db
          .select()
          .from(listingImports)
          .where(and(eq(listingImports.id, id), eq(listingImports.sellerId, sellerId)))
          .limit(1)
      )[0],

    /** The seller's latest jobs, newest first, without their stored sheets. */
    recent: (sellerId: string, limit: number) =>
      db
        .select({
          id: listingImports.id,
          fileName: listingImports.fileName,
          status: listingImports.status,
          dryRun: listingImports.dryRun,
          rowsWithErrors: sql<number>`jsonb_array_length(${listingImports.report})`.mapWith(Number),
          createdCount: listingImports.createdCount,
          updatedCount: listingImports.updatedCount,
          createdAt: listingImports.createdAt,
        })
        .from(listingImports)
        .where(eq(listingImports.sellerId, sellerId))
        .orderBy(desc(listingImports.createdAt), desc(listingImports.id))
        .limit(limit),

    findById: async (id: string): Promise<ImportJobRow | undefined> =>
      (await db.select().from(listingImports).where(eq(listingImports.id, id)).limit(1))[0],

    update: (id: string, changes: ImportJobChanges) =>
      db
        .update(listingImports)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(listingImports.id, id)),

    /** Moves a job from one status to the next only if it is still in the first (a confirm is taken once). */
    move: async (id: string, from: string, to: string) =>
      (
        await db
          .update(listingImports)
          .set({ status: to, updatedAt: new Date() })
          .where(and(eq(listingImports.id, id), eq(listingImports.status, from)))
          .returning({ id: listingImports.id })
      ).length > 0,
  };
}

export type ImportJobsRepo = ReturnType<typeof createImportJobsRepo>;
