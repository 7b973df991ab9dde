import type { CatalogPage } from '@bulkbazar/contract';
import type { ReactNode } from 'react';
import { ProductGrid } from '@/components/product/product-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedResults } from '@/components/ui/paged-results';
import { useTranslation } from '@/lib/i18n';

type Props = {
  page: Pick<CatalogPage, 'products' | 'page' | 'hasMore'>;
  hrefFor: (page: number) => string;
  empty: { title: string; text: string; action?: ReactNode };
};

/** A page of the catalog as cards, or why there are none. */
export function ProductResults({ page, hrefFor, empty }: Props) {
  const { t } = useTranslation();
  return (
    <PagedResults
      page={page.page}
      hasMore={page.hasMore}
      hrefFor={hrefFor}
      updatingLabel={t('catalog.updating')}
    >
      {page.products.length > 0 ? (
        <ProductGrid products={page.products} eagerCount={3} headingLevel={2} />
      ) : (
        <EmptyState {...empty} />
      )}
    </PagedResults>
  );
}
