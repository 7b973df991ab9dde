import { type Product } from '@bulkbazar/contract';
import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';

/** What is being bought: image, name, unit price, MOQ and stock. */
export function ProductSummary({ product, headingId }: { product: Product; headingId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <Thumbnail src={product.image} size={64} eager />
      <div className="min-w-0 text-sm">
        <p id={headingId} className="font-semibold break-words">
          {product.productName}
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          <Money value={product.price} /> {t('product.perUnit')}
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          {t('product.minOrder', { quantity: formatCount(product.minQuantity) })} ·{' '}
          {t('product.inStock', { quantity: formatCount(product.maxQuantity) })}
        </p>
      </div>
    </div>
  );
}
