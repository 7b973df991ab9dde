import type { CatalogPage } from '@bulkbazar/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ProductGrid } from '@/components/product/product-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';

type Props = {
  page: Pick<CatalogPage, 'products' | 'page' | 'hasMore'>;
  /** True while the next page or filter is loading: the old results stay, dimmed, under a spinner. */
  updating: boolean;
  hrefFor: (page: number) => string;
  empty: { title: string; text: string; action?: ReactNode };
};

export function ProductResults({ page, updating, hrefFor, empty }: Props) {
  const { t } = useTranslation();
  return (
    <div className="relative" aria-busy={updating}>
      {updating && (
        <div className="absolute inset-x-0 top-4 z-10 flex justify-center">
          <span className="rounded-full bg-white px-4 py-2 shadow dark:bg-slate-800">
            <Spinner className="size-5" label={t('catalog.updating')} />
          </span>
        </div>
      )}
      <div className={updating ? 'opacity-50 transition-opacity' : undefined}>
        {page.products.length > 0 ? (
          <ProductGrid products={page.products} eagerCount={3} headingLevel={2} />
        ) : (
          <EmptyState {...empty} />
        )}
      </div>
      <Pagination page={page.page} hasMore={page.hasMore} hrefFor={hrefFor} />
    </div>
  );
}
