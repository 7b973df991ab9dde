import type { AuditQuery } from '@bulkbazar/contract';
import { and, desc, eq, gte, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { auditLog } from '../../db/schema.js';

export type AuditRow = typeof auditLog.$inferSelect;
type Filters = Omit<AuditQuery, 'limit' | 'before'>;

/** The filters as SQL: dates are whole days in Bangladesh (UTC+6), `to` included. */
function where(f: Filters, before?: number): SQL | undefined {
  const day = (date: string, plus = 0) => new Date(Date.parse(`${date}T00:00:00+06:00`) + plus * 86_400_000);
  return and(
    f.actor
      ? or(eq(auditLog.actorId, f.actor), sql`lower(${auditLog.actorEmail}) = lower(${f.actor})`)
      : undefined,
    f.action
      ? f.action.endsWith('.')
        ? like(auditLog.action, `${escapeLike(f.action)}%`)
        : eq(auditLog.action, f.action)
      : undefined,
    f.target ? eq(auditLog.targetId, f.target) : undefined,
    f.from ? gte(auditLog.at, day(f.from)) : undefined,
    f.to ? lt(auditLog.at, day(f.to, 1)) : undefined,
    before ? lt(auditLog.id, before) : undefined,
  );
}

export function createAuditRepo(db: Db) {
  return {
    /** Newest first; ids grow with time, so the id is the keyset. */
    page: (f: Filters, before: number | undefined, limit: number) =>
      db.select().from(auditLog).where(where(f, before)).orderBy(desc(auditLog.id)).limit(limit),

    /** Rows at or before `cutoff`, oldest first, after id `after` (the retention worker's batches). */
    olderThan: (cutoff: Date, after: number, limit: number) =>
      db
        .select()
        .from(auditLog)
        .where(and(lte(auditLog.at, cutoff), sql`${auditLog.id} > ${after}`))
        .orderBy(auditLog.id)
        .limit(limit),

    /** Deletes these rows by the one function the append-only trigger lets delete; returns how many. */
    archive: async (ids: number[]) => {
      const list = sql.raw(`ARRAY[${ids.map((id) => Math.trunc(id)).join(',')}]::bigint[]`);
      const result = (await db.execute(sql`select bulkbazar_audit_archive(${list}) as n`)) as unknown as {
        rows: { n: string | number }[];
      };
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
