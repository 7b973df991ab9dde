import { ORDER_STATUSES, type OrderStatus } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { SellerTabs } from '@/components/seller-tabs';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sellerOrdersQueryOptions, useSellerOrders, type SellerOrdersQuery } from '../api/get-seller-orders';
import { SellerOrderCard } from '../components/seller-order-card';
import { StatusFilter } from '../components/status-filter';
import { pageParam } from './page-param';

function queryOf(search: URLSearchParams): SellerOrdersQuery {
  const status = search.get('status');
  return {
    page: pageParam(search),
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
  };
}

function hrefOf({ page, status }: SellerOrdersQuery): string {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `${paths.incomingOrders}?${text}` : paths.incomingOrders;
}

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () =>
      queryClient.ensureQueryData(sellerOrdersQueryOptions(queryOf(new URL(request.url).searchParams))),
    );
}

/** /myproducts/orders: orders buyers placed for the seller's products, moved on one step at a time. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.incoming.title'));
  const [search] = useSearchParams();
  const query = queryOf(search);
  const { data } = useSellerOrders(query);
  const [announcement, setAnnouncement] = useState('');

  return (
    <div className="flex flex-col gap-6">
      <SellerTabs />
      <div>
        <h1 className="text-3xl font-bold">{t('orders.incoming.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('orders.incoming.intro')}</p>
      </div>
      <StatusFilter current={query.status} hrefFor={(status) => hrefOf({ page: 1, status })} />
      <p role="status" className="min-h-5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      {data.orders.length > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2">
          {data.orders.map((order) => (
            <li key={order._id}>
              <SellerOrderCard order={order} onMoved={setAnnouncement} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('orders.incoming.empty')}
          text={query.status ? t('orders.incoming.emptyFiltered') : t('orders.incoming.emptyText')}
        />
      )}
      <Pagination page={data.page} hasMore={data.hasMore} hrefFor={(page) => hrefOf({ ...query, page })} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
