import {
  auditPageSchema,
  auditQuerySchema,
  errorResponseSchema,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '@bulkbazar/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecordExport } from '../../db/audit-record.js';
import { requireViewer } from '../../http/access.js';
import { fileResponse } from '../../http/file-response.js';
import type { Column, csvStream } from '../export/csv.js';
import type { AuditRepo, AuditRow } from './audit.repo.js';

const toEntry = (row: AuditRow): AuditEntry => ({ ...row, at: row.at.toISOString() });

/** The audit trail for administrators: a page of it (newest first) and all of it, filtered, as CSV. */
/** `csv` is the export module's CSV writer (composition hands it over). */
export function createAuditService(repo: AuditRepo, csv: typeof csvStream) {
  return {
    async page({ limit, before, ...filters }: AuditQuery): Promise<AuditPage> {
      const rows = await repo.page(filters, before, limit + 1);
      const entries = rows.slice(0, limit).map(toEntry);
      return { entries, nextBefore: rows.length > limit ? entries[entries.length - 1]!.id : null };
    },
    csv({ limit: _limit, before, ...filters }: AuditQuery) {
      const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
      const columns: Column<AuditRow>[] = [
        { header: 'id', value: (r) => r.id },
        { header: 'at', value: (r) => r.at.toISOString() },
        { header: 'actor_id', value: (r) => r.actorId },
        { header: 'actor_email', value: (r) => r.actorEmail },
        { header: 'actor_roles', value: (r) => r.actorRoles.join(' ') },
        { header: 'ip', value: (r) => r.ip },
        { header: 'user_agent', value: (r) => r.userAgent },
        { header: 'action', value: (r) => r.action },
        { header: 'target_type', value: (r) => r.targetType },
        { header: 'target_id', value: (r) => r.targetId },
        { header: 'before', value: (r) => json(r.before) },
        { header: 'after', value: (r) => json(r.after) },
      ];
      // Keyset pages under the offset-paged writer: each page starts below the last id seen.
      let last = before;
      return csv(columns, async (_offset, limit) => {
        const rows = await repo.page(filters, last, limit);
        if (rows.length) last = rows[rows.length - 1]!.id;
        return rows;
      });
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

/** `exported`: the trail's own CSV is an export too, and is in the trail. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; exported: RecordExport }> = async (
  app,
  { audit, exported },
) => {
  const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary: 'The audit trail of staff actions, newest first (administrators)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...refusals },
      },
    },
    (request) => audit.page(request.query),
  );
  app.get(
    '/admin/audit.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary: 'The audit trail as CSV, same filters (administrators)',
        querystring: auditQuerySchema,
        response: { 200: fileResponse('text/csv', 'The audit trail (UTF-8, a header row)'), ...refusals },
      },
    },
    async (request, reply) => {
      const { limit: _limit, before: _before, ...filters } = request.query;
      await exported(await requireViewer(request), 'audit', filters);
      const name = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
      reply.type('text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.header('cache-control', 'no-store');
      return (reply as FastifyReply).send(audit.csv(request.query));
    },
  );
};
