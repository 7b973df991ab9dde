import { yearsBetween } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { notFoundBoundary } from '@/components/not-found-boundary';
import { ProductGrid } from '@/components/product/product-grid';
import { PagedResults } from '@/components/ui/paged-results';
import { StarRating } from '@/components/ui/star-rating';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { formatDhakaDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sellerQueryOptions, useSeller } from '../api/get-seller';

const pageOf = (search: URLSearchParams) => Math.max(1, Math.floor(Number(search.get('page')) || 1));

export function createLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(
      sellerQueryOptions(params.id ?? '', pageOf(new URL(request.url).searchParams)),
    );
}

/** /seller/:id: who sells (name, rating over their reviews, years on the shop) and their listings on sale. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageOf(search);
  const { data } = useSeller(id, page);
  const { seller } = data;
  useDocumentTitle(t('reviews.seller.title', { name: seller.name }));
  const years = yearsBetween(new Date(seller.memberSince), new Date());
  return (
    <section>
      <h1 className="text-3xl font-bold break-words">{seller.name}</h1>
      {seller.sellerVerified && (
        <p className="mt-2">
          <VerifiedBadge verified />
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700 dark:text-slate-300">
        <StarRating rating={seller.rating} count={seller.reviewCount} />
        <span>{years > 0 ? t('reviews.seller.years', { count: years }) : t('reviews.seller.newSeller')}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t('reviews.seller.memberSince', { date: formatDhakaDate(seller.memberSince) })}
        </span>
      </div>
      <h2 className="mt-8 mb-4 text-xl font-semibold">{t('reviews.seller.listings')}</h2>
      {data.products.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('reviews.seller.noListings')}</p>
      ) : (
        <PagedResults
          page={page}
          hasMore={data.hasMore}
          hrefFor={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
          updatingLabel={t('reviews.seller.loading')}
        >
          <ProductGrid products={data.products} eagerCount={3} />
        </PagedResults>
      )}
    </section>
  );
}

export const ErrorBoundary = notFoundBoundary((t) => ({
  title: t('reviews.seller.notFound'),
  text: t('reviews.seller.notFoundText'),
  to: paths.products,
  back: t('category.browseAll'),
}));
