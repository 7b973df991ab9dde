import { type Order } from '@bulkbazar/contract';
import { formatCount } from '@/lib/format';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * The products of one order, each with the price the engine decided when it was placed: picture, name (a link
 * while the product exists), the variant's options (Size: M · Colour: Blue), SKU, quantity × unit price, line total.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('orderLines.caption')} className="flex flex-col gap-3">
      {order.items.map((line, index) => (
        <li key={`${line.productId ?? line.productSku}-${index}`} className="flex items-start gap-3 text-sm">
          <Thumbnail src={line.productImage} size={48} />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">
              {line.productId ? (
                <Link to={paths.product(line.productId)} className="hover:underline">
                  {line.productName}
                </Link>
              ) : (
                line.productName
              )}
            </p>
            {line.variantOptions && (
              <p className="text-slate-700 dark:text-slate-300">
                {Object.entries(line.variantOptions)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join(' · ')}
              </p>
            )}
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('orderLines.sku', { sku: line.productSku })}
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              {t('orders.pieces', { quantity: formatCount(line.quantity) })} ×{' '}
              <Money value={line.unitPrice} />
            </p>
          </div>
          <Money value={line.lineTotal} className="font-semibold" />
        </li>
      ))}
    </ul>
  );
}
