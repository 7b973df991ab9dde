import { poishaToTaka } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useStockSummary } from '../api/stock-summary';

/**
 * My products' stock summary (issue 30 item 7): what the seller's stock is worth (the server's sum of stock ×
 * unit price) and what is at or under its low-stock alert, each line opening the listing's edit page, where the
 * stock panel is. Shown once it has loaded; the table does not wait for it, and a failure hides it.
 */
export function StockSummary() {
  const { t } = useTranslation();
  const { data } = useStockSummary();
  if (!data) return null;
  return (
    <section
      aria-labelledby="stock-summary-title"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:gap-8 dark:border-slate-700"
    >
      <div className="min-w-0 sm:w-56 sm:shrink-0">
        <h2 id="stock-summary-title" className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {t('stock.summary.title')}
        </h2>
        <p className="mt-1 text-xl font-semibold break-words tabular-nums">
          {t('stock.summary.value', { value: formatTaka(poishaToTaka(data.stockValuePoisha)) })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('stock.summary.valueHint', { count: formatCount(data.productCount) })}
        </p>
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{t('stock.summary.low')}</h3>
        {data.lowStock.length === 0 ? (
          <p className="mt-1 text-sm">{t('stock.summary.lowNone')}</p>
        ) : (
          <ul
            aria-label={t('stock.summary.low')}
            className="mt-1 flex max-h-60 flex-col gap-1 overflow-y-auto"
          >
            {data.lowStock.map((line) => (
              <li key={line.variantId ?? line.productId} className="min-w-0 text-sm break-words">
                <Link
                  to={paths.updateProduct(line.productId)}
                  className="font-medium text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
                >
                  {line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name}
                </Link>{' '}
                <span className="text-slate-600 tabular-nums dark:text-slate-400">
                  {t('stock.summary.left', {
                    stock: formatCount(line.stock),
                    threshold: formatCount(line.threshold),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
