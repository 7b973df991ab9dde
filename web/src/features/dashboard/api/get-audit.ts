import type { AuditPage, AuditQuery } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const AUDIT_PAGE_SIZE = 50;
/** The filters the page keeps in its address; `before` is the keyset page (the last id seen). */
export const AUDIT_FILTERS = ['actor', 'action', 'target', 'from', 'to', 'before'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of AUDIT_FILTERS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** GET /api/admin/audit: staff actions, newest first, filtered on the server (administrators). */
export function auditQueryOptions(filters: AuditFilters) {
  const query = { ...filters, limit: AUDIT_PAGE_SIZE } as Partial<Record<keyof AuditQuery, string | number>>;
  return queryOptions({
    queryKey: ['admin', 'audit', query] as const,
    queryFn: ({ signal }) => apiFetch<AuditPage>('/api/admin/audit', { query, signal }),
  });
}

export const useAudit = (filters: AuditFilters) => useSuspenseQuery(auditQueryOptions(filters));

/** The same filters as a CSV download (every matching row, not one page). */
export function auditCsvUrl(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (key !== 'before' && value) params.set(key, value);
  const search = params.toString();
  return `/api/admin/audit.csv${search ? `?${search}` : ''}`;
}
