import type { Product } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { ProductStatusBadge } from '@/components/product/product-status-badge';

/** A listing's status badge, with the reason when it was rejected or blocked. */
export function ListingStatus({ product }: { product: Pick<Product, 'status' | 'rejectionReason'> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1">
      <ProductStatusBadge status={product.status} />
      {product.rejectionReason && (
        <p className="text-xs text-red-700 dark:text-red-300">
          {t('productStatus.reason', { reason: product.rejectionReason })}
        </p>
      )}
    </div>
  );
}
