import { formatDhakaDateTime } from '@/lib/format';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exportUrls } from '../api/export-urls';
import { subscribersQueryFromSearch, subscribersQueryOptions, useSubscribers } from '../api/get-subscribers';
import { DataTable, tdClasses, thClasses } from '../components/data-table';
import { ListResults } from '../components/list-results';
import { ListToolbar } from '../components/list-toolbar';
import { PageHeader } from '../components/page-header';
import { RemoveSubscriberButton } from '../components/remove-subscriber-button';
import { adminLoader, searchOf } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, (args) =>
    queryClient.ensureQueryData(subscribersQueryOptions(subscribersQueryFromSearch(searchOf(args)))),
  );
}

/**
 * /dashboard/newsletter: the addresses the home page's newsletter form stored, with search, removal and CSV
 * export (the CSV carries each address's unsubscribe link, for the emails an admin sends).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.newsletter.title'));
  const [searchParams] = useSearchParams();
  const query = subscribersQueryFromSearch(searchParams);
  const { data } = useSubscribers(query);
  return (
    <>
      <PageHeader
        title={t('dashboard.newsletter.title')}
        intro={`${t('dashboard.newsletter.intro')} ${t('dashboard.newsletter.exportHint')}`}
        actions={
          <a href={exportUrls.subscribers} download className={buttonClasses({ variant: 'secondary' })}>
            {t('dashboard.list.exportCsv')}
          </a>
        }
      />
      <ListToolbar
        label={t('dashboard.newsletter.searchLabel')}
        placeholder={t('dashboard.newsletter.searchPlaceholder')}
        q={query.q}
      />
      <ListResults
        page={data.page}
        hasMore={data.hasMore}
        isEmpty={data.subscribers.length === 0}
        empty={{ title: t('dashboard.newsletter.emptyTitle'), text: t('dashboard.newsletter.emptyText') }}
      >
        <DataTable
          caption={t('dashboard.newsletter.title')}
          head={
            <>
              <th scope="col" className={thClasses}>
                {t('dashboard.newsletter.email')}
              </th>
              <th scope="col" className={thClasses}>
                {t('dashboard.newsletter.subscribed')}
              </th>
              <th scope="col" className={thClasses}>
                {t('dashboard.newsletter.actions')}
              </th>
            </>
          }
        >
          {data.subscribers.map((subscriber) => (
            <tr key={subscriber._id}>
              <th scope="row" className={`${tdClasses} text-left font-medium`}>
                {subscriber.email}
              </th>
              <td className={tdClasses}>{formatDhakaDateTime(subscriber.createdAt)}</td>
              <td className={tdClasses}>
                <RemoveSubscriberButton id={subscriber._id} email={subscriber.email} />
              </td>
            </tr>
          ))}
        </DataTable>
      </ListResults>
    </>
  );
}
