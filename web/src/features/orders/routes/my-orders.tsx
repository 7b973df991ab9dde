import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { myOrdersQueryOptions, useMyOrders } from '../api/get-my-orders';
import { MyOrderCard } from '../components/my-order-card';
import { pageParam } from './page-param';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () =>
      queryClient.ensureQueryData(myOrdersQueryOptions(pageParam(new URL(request.url).searchParams))),
    );
}

/** /cart, titled My Orders: the signed-in buyer's orders, newest first, with Cancel while that is allowed. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.title'));
  const [search] = useSearchParams();
  const page = pageParam(search);
  const { data } = useMyOrders(page);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t('orders.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('orders.intro')}</p>
      </div>
      {data.orders.length > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2">
          {data.orders.map((order) => (
            <li key={order._id}>
              <MyOrderCard order={order} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('orders.empty')}
          text={page > 1 ? t('orders.emptyPage') : t('orders.emptyText')}
          action={<ButtonLink to={paths.products}>{t('orders.browse')}</ButtonLink>}
        />
      )}
      <Pagination page={data.page} hasMore={data.hasMore} hrefFor={(p) => `${paths.cart}?page=${p}`} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
