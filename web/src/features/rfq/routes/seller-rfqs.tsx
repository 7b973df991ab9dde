import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { SellerTabs } from '@/components/seller-tabs';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { useTranslation } from '@/lib/i18n';
import { rfqPaths } from '@/features/rfq/rfq-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sellerRfqsQueryOptions, useSellerRfqs } from '../api/get-seller-rfqs';
import { RfqList } from '../components/rfq-list';
import { pageOf } from './page-of';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () =>
      queryClient.ensureQueryData(sellerRfqsQueryOptions(pageOf(new URL(request.url).searchParams))),
    );
}

/**
 * /myproducts/rfqs, "Quote requests": requests on the seller's products and in the categories they sell in,
 * newest first; each opens the request with the quote form and the thread with its buyer.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('rfq.seller.title'));
  const [search] = useSearchParams();
  const { data } = useSellerRfqs(pageOf(search));
  return (
    <div className="flex flex-col gap-6">
      <SellerTabs />
      <div>
        <h1 className="text-3xl font-bold">{t('rfq.seller.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('rfq.seller.intro')}</p>
      </div>
      {data.rfqs.length > 0 ? (
        <RfqList rfqs={data.rfqs} label={t('rfq.seller.title')} />
      ) : (
        <EmptyState title={t('rfq.seller.empty')} text={t('rfq.seller.emptyText')} />
      )}
      <Pagination page={data.page} hasMore={data.hasMore} hrefFor={(p) => `${rfqPaths.seller}?page=${p}`} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
