import { WEB_ROUTES } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { meQueryOptions } from '@/lib/auth/api/get-me';
import { formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { outboxQueryOptions, useOutbox } from '../api/get-outbox';
import { LinkedText } from '../components/linked-text';
import { pageOf } from './page-of';

export function createLoader(queryClient: QueryClient) {
  // Only an admin's visit prefetches: the dashboard's layout shows anyone else its 'Admins only' screen, not
  // the API's 403 as an error page.
  return async ({ request }: LoaderFunctionArgs) => {
    const me = await queryClient.ensureQueryData(meQueryOptions());
    if (me?.role === 'admin') {
      await queryClient.ensureQueryData(outboxQueryOptions(pageOf(new URL(request.url).searchParams)));
    }
    return null;
  };
}

/**
 * /dashboard/outbox (admins): the e-mails the shop wrote to DATA_DIR/outbox because no SMTP server is set,
 * newest first, each with its links clickable (a password reset link can be followed from here in the demo).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.outbox.title'));
  const [search] = useSearchParams();
  const { data } = useOutbox(pageOf(search));
  return (
    <div>
      <header className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('notifications.outbox.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {data.keptHere ? t('notifications.outbox.intro') : t('notifications.outbox.smtp')}
        </p>
        {data.keptHere && data.total > 0 && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('notifications.outbox.total', { count: data.total })}
          </p>
        )}
      </header>
      {!data.keptHere ? null : data.items.length === 0 ? (
        <EmptyState title={t('notifications.outbox.empty')} />
      ) : (
        <ul aria-label={t('notifications.outbox.title')} className="flex flex-col gap-4">
          {data.items.map((mail) => (
            <li
              key={mail.id}
              aria-labelledby={`mail-${mail.id}`}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 id={`mail-${mail.id}`} className="font-semibold break-words">
                {mail.subject}
              </h2>
              <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600 dark:text-slate-400">
                <span className="break-all">{t('notifications.outbox.to', { to: mail.to })}</span>
                <time dateTime={mail.date}>{formatDhakaDateTime(mail.date)}</time>
              </p>
              <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                <LinkedText text={mail.text} />
              </pre>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.page}
        hasMore={data.page * data.limit < data.total}
        hrefFor={(p) => `${WEB_ROUTES.dashboardOutbox}?page=${p}`}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
