import { type CheckoutPayment } from '@bulkbazar/contract';
import { formatTaka } from '@/lib/format';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { dhakaClock } from './dhaka-clock';

/**
 * What the buyer sees between placing an online checkout and the gateway's page (the browser is already on its
 * way there: CheckoutForm sent it): where they are going, until when the stock is held, and a link in case the
 * browser does not follow.
 */
export function PaymentRedirect({ payment }: { payment: CheckoutPayment }) {
  const { t } = useTranslation();
  const gateway = t(`payments.gateway.${payment.gateway}`);
  const headingRef = useRef<HTMLParagraphElement>(null);
  // The form the buyer was in is gone: the news takes the focus, so a screen reader hears it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-center dark:border-emerald-800 dark:bg-emerald-950/40"
    >
      <svg
        className="size-8 animate-spin text-emerald-700 dark:text-emerald-400"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('payments.checkout.redirecting', { gateway })}
      </p>
      <p className="text-sm">
        {t('payments.checkout.redirectText', {
          time: dhakaClock(payment.holdExpiresAt),
          amount: formatTaka(payment.amount),
        })}
      </p>
      <a href={payment.redirectUrl} className="font-medium text-emerald-700 underline dark:text-emerald-400">
        {t('payments.checkout.redirectLink', { gateway })}
      </a>
    </div>
  );
}
