import type { CheckoutPayment, DeliveryZone, Order, Quote } from '@bulkbazar/contract';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { formatCount, formatTaka } from '@/lib/format';
import { showError } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { CheckoutForm } from './checkout-form';
import { DeliveryTotal, withDelivery } from './delivery-total';
import { PaymentRedirect } from './payment-redirect';
import { useAcceptQuote } from '../api/accept-quote';

/**
 * Accepting a quote is a checkout of its one line at the quoted price: where the goods go (a saved address or
 * a typed one with its place, which prices the delivery), how it is paid — cash on delivery (with the advance
 * the admin's rule asks above its amount), mobile banking, or online, where the browser goes to the gateway.
 * The server places one order, the buyer's own (never a company's), and decides every amount again.
 */
export function AcceptQuoteDialog({
  quote,
  onClose,
  onPlaced,
}: {
  quote: Quote;
  onClose: () => void;
  onPlaced: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const accept = useAcceptQuote(quote._id);
  const [zone, setZone] = useState<DeliveryZone | null>(null);
  const [payment, setPayment] = useState<CheckoutPayment | null>(null);
  const delivery = zone === null ? null : quote.delivery[zone];
  // What the buyer pays in all, exact in poisha: the goods and, once the place is known, the delivery.
  const total = withDelivery(quote.lineTotal, delivery);

  return (
    <Dialog labelledBy={titleId} onDismiss={onClose} className="text-left">
      <h2 id={titleId} className="pr-8 text-xl font-bold">
        {t('rfq.accept.title')}
      </h2>
      <p className="mt-2 text-sm">
        {t('rfq.accept.terms', {
          quantity: formatCount(quote.quantity),
          product: quote.productName,
          price: formatTaka(quote.unitPrice),
          total: formatTaka(quote.lineTotal),
          seller: quote.sellerName,
        })}
      </p>
      <div className="mt-3">
        <DeliveryTotal zone={zone} delivery={delivery} total={total} />
      </div>
      <div className="mt-4">
        {payment ? (
          <PaymentRedirect payment={payment} />
        ) : (
          <CheckoutForm
            send={accept}
            canSaveAddress={false}
            // A quote's order is the buyer's own: accepting sends no companyId (the server refuses Pay on
            // invoice for it too), so "Buy for" a company, with its addresses, would be a choice it ignores.
            buysForCompany={false}
            total={total}
            submitLabel={t('rfq.accept.submit')}
            onZone={setZone}
            onPlaced={(result) => (result.payment ? setPayment(result.payment) : onPlaced(result.order))}
            onLineError={(error) => void showError(error.message)}
          />
        )}
      </div>
    </Dialog>
  );
}
