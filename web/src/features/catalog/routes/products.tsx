import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProducts, productsQueryOptions } from '../api/get-products';
import { hasFilters, listQueryFromSearch, searchFromListQuery } from '../api/list-query';
import { ProductFilters } from '../components/product-filters';
import { DidYouMean } from '../components/did-you-mean';
import { ProductResults } from '../components/product-results';
import { SearchFacets } from '../components/search-facets';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(productsQueryOptions(listQueryFromSearch(new URL(request.url).searchParams)));
}

/** /products and /shop: the whole approved catalog, filtered by what the URL says. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.title'));
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = listQueryFromSearch(searchParams);
  const { data } = useProducts(query);
  const filtered = hasFilters(query);

  return (
    <section>
      <h1 className="text-3xl font-bold">{t('catalog.title')}</h1>
      <p className="mt-2 mb-6 text-slate-600 dark:text-slate-400">{t('catalog.intro')}</p>
      {/* Keyed by the URL so Back/Forward reset the fields to what the list shows. */}
      <ProductFilters key={searchParams.toString()} query={query} />
      <DidYouMean
        words={data.didYouMean}
        hrefFor={(q) => pathname + searchFromListQuery({ ...query, q, page: 1 })}
      />
      {filtered && <SearchFacets query={query} hrefFor={(to) => pathname + searchFromListQuery(to)} />}
      <ProductResults
        page={data}
        hrefFor={(page) => pathname + searchFromListQuery({ ...query, page })}
        empty={{
          title: t('catalog.emptyTitle'),
          text: filtered ? t('catalog.emptyFiltered') : t('catalog.emptyCatalog'),
          action: filtered && (
            <Link to={{ search: '' }} className={buttonClasses({ variant: 'secondary' })}>
              {t('catalog.clear')}
            </Link>
          ),
        }}
      />
    </section>
  );
}
