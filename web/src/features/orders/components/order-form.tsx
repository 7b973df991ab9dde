import {
  maxValidQuantity,
  poishaToTaka,
  productRules,
  quoteLine,
  snapQuantity,
  type CheckoutPayment,
  type CheckoutResult,
  type DeliveryZone,
  type Product,
} from '@bulkbazar/contract';
import { useMemo, useState } from 'react';
import { LineQuote } from '@/components/quantity/line-quote';
import { QuantityStepper } from '@/components/quantity/quantity-stepper';
import { useTranslation } from '@/lib/i18n';
import { useLineDelivery } from '../api/get-line-delivery';
import { CheckoutForm } from './checkout-form';
import { DeliveryTotal, withDelivery } from './delivery-total';
import { PaymentRedirect } from './payment-redirect';

/**
 * Buy now: a one-line checkout of `product`, in the Checkout modal and on /purchase/:id. The quantity starts
 * at the one the product page chose (else the MOQ), moves in whole packs, and its price is quoted live by the
 * contract's engine, its delivery charge by the server once the place is chosen; the rest is the cart
 * checkout's form, sending this line as `items` (the cart is left alone). A line paid online says where the
 * buyer is going instead of calling `onPlaced`.
 */
export function OrderForm({
  product,
  initialQuantity,
  onPlaced,
}: {
  product: Product;
  initialQuantity?: number;
  onPlaced: (result: CheckoutResult) => void;
}) {
  const { t } = useTranslation();
  const rules = productRules(product);
  const [quantity, setQuantity] = useState(
    () => snapQuantity(rules, initialQuantity ?? rules.minQuantity) ?? rules.minQuantity,
  );
  // The server's word on this line (stock gone meanwhile, a price changed): shown at the quantity.
  const [lineError, setLineError] = useState<string | null>(null);
  const quote = quoteLine(rules, quantity);
  const soldOut = maxValidQuantity(rules) === 0;
  const unavailable = product.status !== 'approved';
  const items = useMemo(() => [{ productId: product._id, quantity }], [product._id, quantity]);
  const [payment, setPayment] = useState<CheckoutPayment | null>(null);
  const [zone, setZone] = useState<DeliveryZone | null>(null);
  const charges = useLineDelivery(product._id, quantity, quote.ok && !soldOut && !unavailable);
  const delivery = zone === null || charges === null ? null : charges[zone];

  if (payment) return <PaymentRedirect payment={payment} />;
  return (
    <CheckoutForm
      items={items}
      // Goods and delivery: the mobile banking note and the COD advance go by what the buyer pays in all.
      total={quote.ok ? withDelivery(poishaToTaka(quote.lineTotalPoisha), delivery) : null}
      blocked={soldOut || unavailable || !quote.ok}
      submitLabel={t('checkout.placeOrder')}
      onPlaced={(result) => (result.payment ? setPayment(result.payment) : onPlaced(result))}
      onLineError={(error) => setLineError(error.message)}
      onZone={setZone}
    >
      {!soldOut && (
        <QuantityStepper
          rules={rules}
          value={quantity}
          onChange={(next) => {
            setQuantity(next);
            setLineError(null);
          }}
          error={lineError ?? undefined}
          disabled={unavailable}
        />
      )}
      {!soldOut && <LineQuote rules={rules} quantity={quantity} />}
      {!soldOut && !unavailable && quote.ok && (
        <DeliveryTotal
          zone={zone}
          delivery={delivery}
          total={withDelivery(poishaToTaka(quote.lineTotalPoisha), delivery)}
        />
      )}
      {(soldOut || unavailable) && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {unavailable ? t('checkout.unavailable') : t('checkout.soldOut')}
        </p>
      )}
    </CheckoutForm>
  );
}
