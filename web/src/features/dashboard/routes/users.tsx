import { rolesAllow } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exportUrls } from '../api/export-urls';
import { useUsers, usersQueryFromSearch, usersQueryOptions } from '../api/get-users';
import { ListResults } from '../components/list-results';
import { ListToolbar } from '../components/list-toolbar';
import { PageHeader } from '../components/page-header';
import { UsersTable } from '../components/users-table';
import { buttonClasses } from '@/components/ui/button';
import { adminLoader, searchOf } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, (args) =>
    queryClient.ensureQueryData(usersQueryOptions(usersQueryFromSearch(searchOf(args)))),
  );
}

/** /dashboard/users: every account, searched and paged on the server. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.users.title'));
  const { user: me } = useAuth();
  const [searchParams] = useSearchParams();
  const query = usersQueryFromSearch(searchParams);
  const { data } = useUsers(query);
  return (
    <>
      <PageHeader
        title={t('dashboard.users.title')}
        intro={t('dashboard.users.intro')}
        actions={
          rolesAllow(me?.roles ?? [], 'exports') && (
            <a href={exportUrls.users} download className={buttonClasses({ variant: 'secondary' })}>
              {t('dashboard.list.exportCsv')}
            </a>
          )
        }
      />
      <ListToolbar
        label={t('dashboard.users.searchLabel')}
        placeholder={t('dashboard.users.searchPlaceholder')}
        q={query.q}
      />
      <ListResults
        page={data.page}
        hasMore={data.hasMore}
        isEmpty={data.users.length === 0}
        empty={{ title: t('dashboard.users.emptyTitle'), text: t('dashboard.users.emptyText') }}
      >
        <UsersTable users={data.users} selfId={me?._id} canEdit={me?.role === 'admin'} />
      </ListResults>
    </>
  );
}
