import type { PaymentEvent } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { DetailCard } from './detail-card';
import { PaymentEventsTable } from './payment-events-table';

/**
 * An order's payment history: the payment events of its checkout, oldest first (a checkout pays for all its
 * sellers' orders at once; a refund names the order it was for). An order paid by hand has none.
 */
export function OrderPayments({ events }: { events: PaymentEvent[] }) {
  const { t } = useTranslation();
  return (
    <DetailCard title={t('payments.history.title')}>
      {events.length > 0 ? (
        <PaymentEventsTable events={events} caption={t('payments.history.caption')} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('payments.history.none')}</p>
      )}
    </DetailCard>
  );
}
