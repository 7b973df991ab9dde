import type { CheckoutResult } from '@bulkbazar/contract';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { orderNumber } from './order-heading';
import { OrderStatusBadge } from './order-status-badge';
import { PaymentRedirect } from './payment-redirect';

/**
 * After a checkout: the orders it placed, one per seller, and the way to follow them; or, for one paid online,
 * the way to the gateway (the browser is already going there).
 */
export function CheckoutDone({ result }: { result: CheckoutResult }) {
  return result.payment ? (
    <div className="mx-auto max-w-2xl">
      <PaymentRedirect payment={result.payment} />
    </div>
  ) : (
    <PlacedOrders result={result} />
  );
}

function PlacedOrders({ result }: { result: CheckoutResult }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Over the buyer's company order limit (answered 202): placed, waiting for an approver (issue 31).
  const waiting = result.status === 'awaiting_approval';
  // The form the buyer was in is gone: the news takes the focus, so a screen reader hears it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 sm:p-8 dark:border-emerald-800 dark:bg-emerald-950/40">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {waiting ? t('companyCheckout.waitingTitle') : t('placeCheckout.doneTitle')}
      </h1>
      <p>
        {waiting
          ? t('companyCheckout.waitingText')
          : t('placeCheckout.doneText', { count: result.orders.length })}
      </p>
      <ul aria-label={t('myOrders.title')} className="flex flex-col gap-2">
        {result.orders.map((order) => (
          <li
            key={order._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 dark:bg-slate-900"
          >
            <span className="font-medium">
              {t('placeCheckout.doneOrder', {
                number: orderNumber(order),
                seller: order.sellerName ?? t('orders.seller'),
              })}
            </span>
            <span className="flex items-center gap-3">
              <OrderStatusBadge status={order.orderStatus} />
              <Money value={order.totalPrice} className="font-semibold" />
            </span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between text-lg">
        <span className="font-semibold">{t('cart.total')}</span>
        <Money value={result.total} className="font-bold" />
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.myOrders}>{t('placeCheckout.viewOrders')}</ButtonLink>
        <ButtonLink to={paths.products} variant="secondary">
          {t('placeCheckout.continue')}
        </ButtonLink>
      </div>
    </section>
  );
}
