import type { SynonymGroup } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { synonymQueryFromSearch, synonymsQueryOptions, useSynonyms, useSynonymWrites } from '../api/synonyms';
import { confirmAction } from '../components/confirm';
import { useNotice } from '../components/notice';
import { PageHeader } from '../components/page-header';
import { SynonymGroupForm } from '../components/synonym-group-form';
import { adminLoader, searchOf } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, (args) =>
    queryClient.ensureQueryData(synonymsQueryOptions(synonymQueryFromSearch(searchOf(args)))),
  );
}

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900';

/**
 * /dashboard/synonyms (catalog staff, issue 34 item 2): the search synonym groups, searched by a word and paged
 * in the URL; a group is added, edited in place or deleted after a confirmation. A change applies from the
 * next search on.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('synonyms.title'));
  const [search, setSearch] = useSearchParams();
  const query = synonymQueryFromSearch(search);
  const { data } = useSynonyms(query);
  const [editing, setEditing] = useState<number | null>(null);

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setSearch(q ? { q } : {});
  }
  const pageLink = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  const page = query.page ?? 1;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('synonyms.title')} intro={t('synonyms.intro')} />
      <section className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <SynonymGroupForm />
      </section>
      <form role="search" aria-label={t('synonyms.search')} onSubmit={find} className="flex items-end gap-2">
        <label className="grow text-sm font-medium">
          {t('synonyms.searchLabel')}
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            key={query.q ?? ''}
            placeholder={t('synonyms.searchHint')}
            className={field}
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('synonyms.apply')}
        </Button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('synonyms.count', { count: formatCount(data.total) })}
      </p>
      {data.groups.length === 0 ? (
        <EmptyState title={t('synonyms.empty')} />
      ) : (
        <ul aria-label={t('synonyms.groups')} className="flex flex-col gap-3">
          {data.groups.map((group) => (
            <li
              key={group.id}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              {editing === group.id ? (
                <SynonymGroupForm group={group} onDone={() => setEditing(null)} />
              ) : (
                <GroupRow group={group} onEdit={() => setEditing(group.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={t('synonyms.groups')} className="flex gap-4">
        {page > 1 && <Link to={pageLink(page - 1)}>{t('synonyms.previous')}</Link>}
        {page * data.pageSize < data.total && (
          <Link to={pageLink(page + 1)} className="font-semibold text-emerald-800 dark:text-emerald-300">
            {t('synonyms.next')}
          </Link>
        )}
      </nav>
    </div>
  );
}

function GroupRow({ group, onEdit }: { group: SynonymGroup; onEdit: () => void }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const { remove } = useSynonymWrites();
  const words = group.words.join(', ');

  async function onRemove() {
    if (
      !(await confirmAction(
        t('synonyms.removeTitle'),
        t('synonyms.removeText', { words }),
        t('synonyms.remove'),
      ))
    )
      return;
    await remove.mutateAsync(group.id);
    notify(t('synonyms.removed'));
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <span className="font-medium">{words}</span>
        {group.curated && (
          <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">{t('synonyms.curated')}</span>
        )}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`${t('synonyms.edit')}: ${words}`}>
          {t('synonyms.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void onRemove()}
          disabled={remove.isPending}
          aria-label={`${t('synonyms.remove')}: ${words}`}
        >
          {t('synonyms.remove')}
        </Button>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
