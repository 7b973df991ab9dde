import { useTranslation } from '@/lib/i18n';
import { ProductGrid } from '@/components/product/product-grid';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/lib/paths';
import { useFeaturedProducts } from '../api/get-featured-products';
import { CategoryTiles } from './category-tiles';

export function FeaturedProducts() {
  const { t } = useTranslation();
  const { data } = useFeaturedProducts();
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="text-2xl font-bold sm:text-3xl">
        {t('home.featuredTitle')}
      </h2>
      <p className="mt-2 mb-6 text-slate-600 dark:text-slate-400">{t('home.featuredLine')}</p>
      {data.products.length === 0 ? (
        <EmptyState
          title={t('home.emptyTitle')}
          text={t('home.emptyText')}
          action={<ButtonLink to={paths.about}>{t('home.learnMore')}</ButtonLink>}
        />
      ) : (
        <>
          <CategoryTiles products={data.products} />
          <div className="mt-10">
            <ProductGrid products={data.products} />
          </div>
        </>
      )}
    </section>
  );
}
