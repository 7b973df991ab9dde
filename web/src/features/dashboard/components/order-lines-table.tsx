import { type Order } from '@bulkbazar/contract';
import { formatCount } from '@/lib/format';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { variantText } from '@/lib/variant-text';
import { tdClasses, thClasses } from './data-table';

/** Every line of an order with the price it was placed at, and the order's total under them. */
export function OrderLinesTable({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('orderLines.caption')}</caption>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <th scope="col" className={thClasses}>
              {t('orderLines.product')}
            </th>
            <th scope="col" className={`${thClasses} text-right`}>
              {t('orderLines.quantity')}
            </th>
            <th scope="col" className={`${thClasses} text-right`}>
              {t('orderLines.unitPrice')}
            </th>
            <th scope="col" className={`${thClasses} text-right`}>
              {t('orderLines.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {order.items.map((line, index) => (
            <tr key={`${line.productId ?? line.productSku}-${index}`}>
              <th scope="row" className={`${tdClasses} text-left font-normal`}>
                <span className="flex items-start gap-3">
                  <Thumbnail src={line.productImage} size={48} />
                  <span className="min-w-0">
                    <span className="block font-medium break-words">
                      {line.productId ? (
                        <Link to={paths.product(line.productId)} className="underline">
                          {line.productName}
                        </Link>
                      ) : (
                        line.productName
                      )}
                    </span>
                    {line.variantOptions && (
                      <span className="block text-slate-700 dark:text-slate-300">
                        {variantText(line.variantOptions)}
                      </span>
                    )}
                    <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">
                      {line.productSku}
                    </span>
                  </span>
                </span>
              </th>
              <td className={`${tdClasses} text-right tabular-nums`}>{formatCount(line.quantity)}</td>
              <td className={`${tdClasses} text-right`}>
                <Money value={line.unitPrice} />
              </td>
              <td className={`${tdClasses} text-right`}>
                <Money value={line.lineTotal} className="font-semibold" />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 dark:border-slate-700">
          <tr>
            <th scope="row" colSpan={3} className={`${tdClasses} text-right font-semibold`}>
              {t('orderLines.orderTotal')}
            </th>
            <td className={`${tdClasses} text-right`}>
              <Money value={order.totalPrice} className="font-bold" />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
