import { WEB_ROUTES, type OrderPage } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { myOrdersQueryOptions, useMyOrders } from '../api/get-my-orders';
import { CheckoutCard, groupByCheckout } from '../components/checkout-group';
import { PaymentResultBanner, paymentResultParam, settledResult } from '../components/payment-result-banner';
import { pageParam } from './page-param';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () =>
      queryClient.ensureQueryData(myOrdersQueryOptions(pageParam(new URL(request.url).searchParams))),
    );
}

/**
 * /orders, titled My Orders (SEED.md's /cart page): the signed-in buyer's orders, newest first, one card per
 * checkout with its orders per seller, each with Cancel while that is allowed and Buy again. A gateway sends
 * the buyer back here (`?checkout=…&payment=completed|failed|cancelled|expired|pending`): a banner says how
 * the payment ended, and a pending one is read again until the server has the gateway's word.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('myOrders.title'));
  const [search] = useSearchParams();
  const page = pageParam(search);
  const returned = paymentResultParam(search);
  const checkoutId = search.get('checkout');
  const resultIn = ({ orders }: OrderPage) =>
    returned &&
    settledResult(
      returned,
      orders.filter((order) => order.checkoutId === checkoutId),
    );
  const { data } = useMyOrders(page, (answer) => resultIn(answer) === 'pending');
  const result = resultIn(data);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('myOrders.title')}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('myOrders.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-4">
          <Link to={paths.cart} className="font-medium text-emerald-700 underline dark:text-emerald-400">
            {t('myOrders.cart')}
          </Link>
          <Link
            to={WEB_ROUTES.myRfqs}
            className="font-medium text-emerald-700 underline dark:text-emerald-400"
          >
            {t('rfq.mine.title')}
          </Link>
        </div>
      </div>
      {result && <PaymentResultBanner result={result} />}
      {data.orders.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {groupByCheckout(data.orders).map((group) => (
            <li key={group.checkoutId}>
              <CheckoutCard group={group} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('myOrders.empty')}
          text={page > 1 ? t('orders.emptyPage') : t('myOrders.emptyText')}
          action={<ButtonLink to={paths.products}>{t('orders.browse')}</ButtonLink>}
        />
      )}
      <Pagination page={data.page} hasMore={data.hasMore} hrefFor={(p) => `${paths.myOrders}?page=${p}`} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
