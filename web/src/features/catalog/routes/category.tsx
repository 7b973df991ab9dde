import { CATEGORIES, type Category } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { data, useLocation, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { notFoundBoundary } from '@/components/not-found-boundary';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { productsQueryOptions, useProducts } from '../api/get-products';
import { listQueryFromSearch, searchFromListQuery } from '../api/list-query';
import { ProductResults } from '../components/product-results';
import { categoryLabel } from '@/lib/format';

function categoryFor(slug: string | undefined): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

// Only the page number comes from the URL here; the category is the path itself.
function queryFor(category: Category, search: URLSearchParams) {
  return listQueryFromSearch(new URLSearchParams({ page: search.get('page') ?? '' }), {
    category: category.slug,
  });
}

export function createLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const category = categoryFor(params.slug);
    if (!category) throw data(null, { status: 404 });
    return queryClient.ensureQueryData(
      productsQueryOptions(queryFor(category, new URL(request.url).searchParams)),
    );
  };
}

export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  // The loader has already refused unknown slugs.
  const category = categoryFor(params.slug)!;
  useDocumentTitle(categoryLabel(category.slug));
  const query = queryFor(category, searchParams);
  const { data: page } = useProducts(query);

  return (
    <section>
      <h1 className="text-3xl font-bold">{categoryLabel(category.slug)}</h1>
      <p className="mt-2 mb-8 text-slate-600 dark:text-slate-400">
        {t('category.intro', { category: categoryLabel(category.slug) })}
      </p>
      <ProductResults
        page={page}
        hrefFor={(n) => pathname + searchFromListQuery({ page: n })}
        empty={{
          title: t('category.emptyTitle'),
          text: t('category.emptyText'),
          action: <ButtonLink to={paths.products}>{t('category.browseAll')}</ButtonLink>,
        }}
      />
    </section>
  );
}

export const ErrorBoundary = notFoundBoundary((t) => ({
  title: t('category.notFoundTitle'),
  text: t('category.notFoundText'),
  to: paths.products,
  back: t('category.browseAll'),
}));
