import type { CheckoutResult, Product } from '@bulkbazar/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/ui/dialog';
import { OrderForm } from './order-form';
import { ProductSummary } from './product-summary';

/** The Checkout modal of the product page: Buy now's one-line checkout over the page, closed with its X ('Close'). */
export function CheckoutModal({
  product,
  initialQuantity,
  onClose,
  onPlaced,
}: {
  product: Product;
  /** Buy now's quantity from the product page (?quantity=); the MOQ without one. */
  initialQuantity?: number;
  onClose: () => void;
  onPlaced: (result: CheckoutResult) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onDismiss={onClose} closeLabel={t('checkout.close')}>
      <h2 id={titleId} className="pr-8 text-2xl font-bold">
        {t('checkout.title')}
      </h2>
      <div className="mt-4">
        <ProductSummary product={product} />
      </div>
      <div className="mt-5">
        <OrderForm product={product} initialQuantity={initialQuantity} onPlaced={onPlaced} />
      </div>
    </Dialog>
  );
}
