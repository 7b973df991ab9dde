import { PRODUCT_STATUSES } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exportUrls } from '../api/export-urls';
import {
  adminProductsQueryFromSearch,
  adminProductsQueryOptions,
  useAdminProducts,
} from '../api/get-admin-products';
import { ListResults } from '../components/list-results';
import { ListToolbar } from '../components/list-toolbar';
import { PageHeader } from '../components/page-header';
import { ProductsTable } from '../components/products-table';
import { useMovedRows } from '../components/use-moved-rows';
import { adminLoader, searchOf } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, (args) =>
    // Stale after a review: a navigation here (the sidebar link, a page, a filter) fetches the list again.
    queryClient.ensureQueryData({
      ...adminProductsQueryOptions(adminProductsQueryFromSearch(searchOf(args))),
      revalidateIfStale: true,
    }),
  );
}

/**
 * /dashboard/allproducts: every listing, the review queue (pending) first; search, status and page in the URL.
 * A reviewed row stays in its place until the list is fetched again (Refresh, or navigating).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.products.title'));
  const [searchParams] = useSearchParams();
  const query = adminProductsQueryFromSearch(searchParams);
  const { data, dataUpdatedAt, refetch, isFetching } = useAdminProducts(query);
  const moved = useMovedRows(dataUpdatedAt);
  return (
    <>
      <PageHeader
        title={t('dashboard.products.title')}
        intro={t('dashboard.products.intro')}
        actions={
          <>
            <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
              {t('dashboard.products.refresh')}
            </Button>
            <a href={exportUrls.products} download className={buttonClasses({ variant: 'secondary' })}>
              {t('dashboard.list.exportCsv')}
            </a>
          </>
        }
      />
      <ListToolbar
        label={t('dashboard.products.searchLabel')}
        placeholder={t('dashboard.products.searchPlaceholder')}
        q={query.q}
        status={{
          value: query.status,
          allLabel: t('dashboard.products.allStatuses'),
          options: PRODUCT_STATUSES.map((status) => ({
            value: status,
            label: t(`dashboard.productStatus.${status}`),
          })),
        }}
      />
      <ListResults
        page={data.page}
        hasMore={data.hasMore}
        isEmpty={data.products.length === 0}
        empty={{ title: t('dashboard.products.emptyTitle'), text: t('dashboard.products.emptyText') }}
      >
        <ProductsTable products={data.products} moved={moved.rows} onMoved={moved.record} />
      </ListResults>
    </>
  );
}
