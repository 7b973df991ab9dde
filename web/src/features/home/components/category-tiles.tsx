import type { ProductCard } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { categoryLabel } from '@/lib/format';

// Tiles come from the featured products (one per category), so each tile shows a real product of its category.
// Three columns on phones, two at sm, then three and four: SEED.md's grid.
export function CategoryTiles({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.categoriesLabel')}>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.categorySlug}>
            <Link
              to={paths.category(product.categorySlug)}
              className="group block h-full overflow-hidden rounded-xl border border-slate-200 bg-white hover:border-emerald-600 dark:border-slate-800 dark:bg-slate-900"
            >
              <img
                src={product.image}
                alt=""
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full bg-slate-100 object-cover transition-transform group-hover:scale-105 dark:bg-slate-800"
              />
              <span className="block p-2 text-center text-xs font-semibold sm:p-3 sm:text-sm">
                {categoryLabel(product.category)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
