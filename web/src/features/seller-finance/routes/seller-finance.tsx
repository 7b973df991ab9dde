import { WEB_ROUTES } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { SellerTabs } from '@/components/seller-tabs';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  financeOrdersQueryOptions,
  sellerFinanceQueryOptions,
  sellerPayoutsQueryOptions,
  useFinanceOrders,
  useSellerFinance,
  useSellerPayouts,
} from '../api/get-seller-finance';
import { FinanceBalances } from '../components/finance-balances';
import { OrderMoneyTable } from '../components/order-money-table';
import { PayoutsTable } from '../components/payouts-table';
import { StatementLinks } from '../components/statement-links';

type View = { page: number; month?: string; payouts: number };

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
};

function viewOf(search: URLSearchParams): View {
  const month = search.get('month') ?? '';
  return {
    page: positive(search.get('page')),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
    payouts: positive(search.get('payouts')),
  };
}

function hrefOf({ page, month, payouts }: View): string {
  const search = new URLSearchParams();
  if (month) search.set('month', month);
  if (page > 1) search.set('page', String(page));
  if (payouts > 1) search.set('payouts', String(payouts));
  const text = search.toString();
  return text ? `${WEB_ROUTES.sellerFinance}?${text}` : WEB_ROUTES.sellerFinance;
}

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () => {
      const view = viewOf(new URL(request.url).searchParams);
      return Promise.all([
        queryClient.ensureQueryData(sellerFinanceQueryOptions),
        queryClient.ensureQueryData(financeOrdersQueryOptions({ page: view.page, month: view.month })),
        queryClient.ensureQueryData(sellerPayoutsQueryOptions(view.payouts)),
      ]);
    });
}

/**
 * /myproducts/finance: what the shop owes the seller (available, pending), paid out, the next payout, each
 * order's money, the payouts with their references and commission invoices, and the monthly statements.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('sellerFinance.title'));
  const [search] = useSearchParams();
  const view = viewOf(search);
  const { data: finance } = useSellerFinance();
  const { data: orders } = useFinanceOrders({ page: view.page, month: view.month });
  const { data: payouts } = useSellerPayouts(view.payouts);

  return (
    <div className="flex flex-col gap-6">
      <SellerTabs />
      <div>
        <h1 className="text-3xl font-bold">{t('sellerFinance.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('sellerFinance.intro')}</p>
      </div>
      <FinanceBalances finance={finance} />
      <StatementLinks initialMonth={view.month} />
      <section aria-labelledby="orders-money-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="orders-money-heading" className="text-xl font-semibold">
            {t('sellerFinance.orders')}
          </h2>
          {view.month && (
            <Link
              to={hrefOf({ page: 1, payouts: view.payouts })}
              className="text-sm text-emerald-800 underline dark:text-emerald-400"
            >
              {t('sellerFinance.allMonths')}
            </Link>
          )}
        </div>
        {orders.orders.length > 0 ? (
          <OrderMoneyTable orders={orders.orders} />
        ) : (
          <EmptyState title={t('sellerFinance.noOrders')} text={t('sellerFinance.noOrdersText')} />
        )}
        <Pagination
          page={orders.page}
          hasMore={orders.hasMore}
          hrefFor={(page) => hrefOf({ ...view, page })}
        />
      </section>
      <section aria-labelledby="payouts-heading" className="flex flex-col gap-3">
        <h2 id="payouts-heading" className="text-xl font-semibold">
          {t('sellerFinance.payouts')}
        </h2>
        {payouts.payouts.length > 0 ? (
          <PayoutsTable payouts={payouts.payouts} />
        ) : (
          <p className="text-slate-600 dark:text-slate-400">{t('sellerFinance.noPayouts')}</p>
        )}
        <Pagination
          page={payouts.page}
          hasMore={payouts.hasMore}
          hrefFor={(page) => hrefOf({ ...view, payouts: page })}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
