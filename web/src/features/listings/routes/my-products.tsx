import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { SellerTabs } from '@/components/seller-tabs';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { myProductsQueryOptions, useMyProducts } from '../api/get-my-products';
import { ListingImportPanel } from '../components/listing-import-panel';
import { MyProductsTable } from '../components/my-products-table';
import { StockSummary } from '../components/stock-summary';

const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () =>
      queryClient.ensureQueryData(myProductsQueryOptions(pageOf(new URL(request.url).searchParams))),
    );
}

/** /myproducts: the signed-in seller's own listings in every status, with edit, delete and view. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('listings.mine.title'));
  const [search] = useSearchParams();
  const page = pageOf(search);
  const { data } = useMyProducts(page);

  return (
    <div className="flex flex-col gap-6">
      <SellerTabs />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('listings.mine.title')}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('listings.mine.intro')}</p>
        </div>
        <ButtonLink to={paths.addProduct}>{t('listings.mine.add')}</ButtonLink>
      </div>
      <StockSummary />
      <ListingImportPanel />
      {data.products.length > 0 ? (
        <MyProductsTable products={data.products} />
      ) : (
        <EmptyState
          title={t('listings.mine.emptyTitle')}
          text={page > 1 ? t('listings.mine.emptyPage') : t('listings.mine.emptyText')}
          action={<ButtonLink to={paths.addProduct}>{t('listings.mine.addFirst')}</ButtonLink>}
        />
      )}
      <Pagination page={data.page} hasMore={data.hasMore} hrefFor={(p) => `${paths.myProducts}?page=${p}`} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
