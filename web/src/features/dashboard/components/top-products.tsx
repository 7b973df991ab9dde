import { type DashboardStats } from '@bulkbazar/contract';
import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { paths } from '@/lib/paths';

export function TopProducts({ products }: { products: DashboardStats['topProducts'] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="top-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="top-heading" className="mb-3 text-lg font-semibold">
        {t('dashboard.home.topProducts')}
      </h2>
      {products.length === 0 ? (
        <p className="py-6 text-center text-slate-600 dark:text-slate-400">{t('dashboard.home.noSales')}</p>
      ) : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-800">
          {products.map((product, index) => (
            <li key={product.productId ?? product.productName} className="flex items-center gap-3 py-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-xs font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
              >
                {formatCount(index + 1)}
              </span>
              <div className="min-w-0 flex-1">
                {product.productId ? (
                  <Link
                    to={paths.product(product.productId)}
                    className="line-clamp-2 font-medium break-words hover:underline"
                  >
                    {product.productName}
                  </Link>
                ) : (
                  <span className="line-clamp-2 font-medium break-words">{product.productName}</span>
                )}
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t('dashboard.home.unitsSoldCount', { units: formatCount(product.unitsSold) })}
                </span>
              </div>
              <Money value={product.revenue} className="text-sm font-semibold" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
