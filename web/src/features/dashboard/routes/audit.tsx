import type { AuditEntry } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  AUDIT_FILTERS,
  auditCsvUrl,
  auditFiltersFromSearch,
  auditQueryOptions,
  useAudit,
  type AuditFilters,
} from '../api/get-audit';
import { PageHeader } from '../components/page-header';
import { adminLoader, searchOf } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, (args: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(auditQueryOptions(auditFiltersFromSearch(searchOf(args)))),
  );
}

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900';

/** The changed fields of one row, `field: before → after`, for reading on a phone as well as a desk. */
function changes(entry: AuditEntry): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));
  return [...keys].map((k) =>
    entry.before && entry.after
      ? `${k}: ${show(entry.before[k])} → ${show(entry.after[k])}`
      : `${k}: ${show((entry.after ?? entry.before)?.[k])}`,
  );
}

/**
 * /dashboard/audit (administrators, issue 33 item 2): who did what to which record, from where, and the fields
 * it changed — searched by actor, action (or its prefix: `listing.`), Bangladesh days; older rows page by page;
 * the same filters as a CSV download.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('audit.title'));
  const [search, setSearch] = useSearchParams();
  const filters = auditFiltersFromSearch(search);
  const { data } = useAudit(filters);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of AUDIT_FILTERS) {
      const value = String(form.get(key) ?? '').trim();
      if (key !== 'before' && value) next.set(key, value);
    }
    setSearch(next);
  }
  const older = (before: number) => {
    const next = new URLSearchParams(search);
    next.set('before', String(before));
    return `?${next.toString()}`;
  };
  const text = (key: keyof AuditFilters, label: string, type = 'text', placeholder?: string) => (
    <label className="text-sm font-medium">
      {label}
      <input
        name={key}
        type={type}
        defaultValue={filters[key] ?? ''}
        placeholder={placeholder}
        className={field}
      />
    </label>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('audit.title')} intro={t('audit.intro')} />
      <form
        role="search"
        aria-label={t('audit.search')}
        onSubmit={submit}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
      >
        {text('actor', t('audit.actor'), 'text', t('audit.actorHint'))}
        {text('action', t('audit.action'), 'text', 'listing.')}
        {text('target', t('audit.targetFilter'), 'text', t('audit.targetHint'))}
        {text('from', t('audit.from'), 'date')}
        {text('to', t('audit.to'), 'date')}
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">{t('audit.apply')}</Button>
          <a
            href={auditCsvUrl(filters)}
            download
            className="rounded-lg px-3 py-2 text-sm font-semibold text-emerald-800 underline dark:text-emerald-300"
          >
            {t('audit.csv')}
          </a>
        </div>
      </form>
      {data.entries.length === 0 ? (
        <EmptyState title={t('audit.empty')} />
      ) : (
        <ol aria-label={t('audit.rows')} className="flex flex-col gap-3">
          {data.entries.map((entry) => (
            <li
              key={entry.id}
              className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <strong className="font-mono text-base">{entry.action}</strong>
                <span>{t('audit.target', { type: entry.targetType, id: entry.targetId ?? '—' })}</span>
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 text-slate-600 dark:text-slate-400">
                <span>
                  {t('audit.by', {
                    actor: entry.actorEmail ?? entry.actorId ?? '—',
                    roles: entry.actorRoles.join(', ') || '—',
                  })}
                </span>
                <span>{t('audit.fromIp', { ip: entry.ip ?? '—' })}</span>
                <time dateTime={entry.at}>{formatDhakaDateTime(entry.at)}</time>
              </p>
              {changes(entry).length > 0 && (
                <ul className="mt-2 list-inside list-disc font-mono text-xs break-all text-slate-800 dark:text-slate-200">
                  {changes(entry).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={t('audit.pages')} className="flex gap-4">
        {filters.before && (
          <Link to={`?${new URLSearchParams([...search].filter(([k]) => k !== 'before')).toString()}`}>
            {t('audit.newest')}
          </Link>
        )}
        {data.nextBefore !== null && (
          <Link to={older(data.nextBefore)} className="font-semibold text-emerald-800 dark:text-emerald-300">
            {t('audit.older')}
          </Link>
        )}
      </nav>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
