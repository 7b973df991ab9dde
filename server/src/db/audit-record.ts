import type { Db } from './client.js';
import { auditLog } from './schema.js';
import { staffRolesOf, type Viewer } from '../kernel/viewer.js';

/** A staff action: what was done to which record, and the record's fields before and after. */
export type AuditEntry = {
  /** Dotted, past-tense-free verb: 'listing.approve', 'user.roles', 'refund.create' … */
  action: string;
  target: { type: string; id?: string | number | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** JSON with object keys sorted, so values read back from jsonb (which reorders keys) compare equal. */
const json = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * Only the fields that changed: `before` and `after` keep a key when its value differs between them (a key
 * on one side only counts as changed). A side given alone (a creation, an export) is kept whole.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of keys) {
    if (json(before[key]) === json(after[key])) continue;
    if (key in before) b[key] = before[key];
    if (key in after) a[key] = after[key];
  }
  return { before: b, after: a };
}

/**
 * Appends one row to the audit trail. Call it with the transaction of the action itself (`tx`), so the row
 * and the change commit or roll back together. The viewer carries where the request came from (http/access.ts).
 */
export async function recordAudit(tx: Db, actor: Viewer, entry: AuditEntry): Promise<void> {
  const { before, after } = changedFields(entry.before, entry.after);
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRoles: staffRolesOf(actor),
    ip: actor.from?.ip ?? null,
    userAgent: actor.from?.userAgent ?? null,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id == null ? null : String(entry.target.id),
    before,
    after,
  });
}

/** Who took which list (a CSV download), with its filters: the `exported` callback the file routes are given. */
export type RecordExport = (actor: Viewer, list: string, filters: object) => Promise<void>;
export const exportRecorder =
  (db: Db): RecordExport =>
  (actor, list, filters) =>
    recordAudit(db, actor, { action: 'export', target: { type: 'export', id: list }, after: { ...filters } });
