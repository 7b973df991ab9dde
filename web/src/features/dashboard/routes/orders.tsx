import { ORDER_STATUSES } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exportUrls } from '../api/export-urls';
import { adminOrdersQueryFromSearch, adminOrdersQueryOptions, useAdminOrders } from '../api/get-admin-orders';
import { ListResults } from '../components/list-results';
import { CashDueToggle } from '../components/cash-due-toggle';
import { ListToolbar } from '../components/list-toolbar';
import { OrdersTable } from '../components/orders-table';
import { PageHeader } from '../components/page-header';
import { adminLoader, searchOf } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, (args) =>
    queryClient.ensureQueryData(adminOrdersQueryOptions(adminOrdersQueryFromSearch(searchOf(args)))),
  );
}

/**
 * /dashboard/orders: SEED.md's orders screen on the server's data. Status, search and page live in the URL;
 * 5 rows a page; a new search or filter goes back to page 1.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.orders.title'));
  const [searchParams] = useSearchParams();
  const query = adminOrdersQueryFromSearch(searchParams);
  const { data } = useAdminOrders(query);
  return (
    <>
      <PageHeader title={t('dashboard.orders.title')} intro={t('dashboard.orders.intro')} />
      <ListToolbar
        label={t('dashboard.orders.searchLabel')}
        placeholder={t('dashboard.orders.searchPlaceholder')}
        q={query.q}
        status={{
          value: query.status,
          allLabel: t('dashboard.list.all'),
          options: ORDER_STATUSES.map((status) => ({
            value: status,
            label: t(`payments.orderStatus.${status}`),
          })),
        }}
      >
        <CashDueToggle on={query.payment === 'cash_due'} />
        {/* The export follows the list's filter and search, without the paging. */}
        <a
          href={exportUrls.orders({ status: query.status, q: query.q })}
          download
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('dashboard.list.exportCsv')}
        </a>
      </ListToolbar>
      <ListResults
        page={data.page}
        hasMore={data.hasMore}
        isEmpty={data.orders.length === 0}
        empty={{ title: t('dashboard.orders.empty'), text: t('dashboard.orders.emptyText') }}
      >
        <OrdersTable orders={data.orders} />
      </ListResults>
    </>
  );
}
