import { z } from 'zod';

/** GET /api/admin/audit (and audit.csv): filters, newest first, keyset paged by `before` (an entry's id). */
export const auditQuerySchema = z.object({
  /** The actor's user id or e-mail. */
  actor: z.string().trim().max(254).optional(),
  /** An action ('listing.approved') or its prefix ending in a dot ('listing.'). */
  action: z.string().trim().max(80).optional(),
  /** What was acted on: its id ('a product's, an order's, a user's), as the row's target_id holds it. */
  target: z.string().trim().max(200).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    actorRoles: z.array(z.string()),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
