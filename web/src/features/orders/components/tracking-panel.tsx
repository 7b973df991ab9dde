import type { Order } from '@bulkbazar/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useTracking } from '../api/get-tracking';

/** The parcel's journey as the courier reported it, read when the buyer asks (GET /api/orders/:id/tracking). */
export function TrackingPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const tracking = useTracking(order._id, open);
  if (!order.courier) return null;
  const events = tracking.data?.events ?? [];

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('delivery.hideTracking') : t('delivery.showTracking')}
      </Button>
      {open && (
        <section id={listId} aria-label={t('delivery.tracking')} className="text-sm">
          {tracking.data && events.length === 0 && <p>{t('delivery.noEvents')}</p>}
          <ol className="flex flex-col gap-1 border-l-2 border-emerald-600 pl-3">
            {events.map((e) => (
              <li key={e.status}>
                <span className="font-medium">{t(`delivery.shipment.${e.status}`)}</span>{' '}
                <time dateTime={e.at} className="text-slate-600 dark:text-slate-400">
                  {formatDhakaDateTime(e.at)}
                </time>
                {e.message && <span className="block text-slate-600 dark:text-slate-400">{e.message}</span>}
              </li>
            ))}
          </ol>
          {tracking.data?.codCollected != null && (
            <p className="mt-2">
              {t('delivery.codCollected')}: <Money value={tracking.data.codCollected} />
            </p>
          )}
        </section>
      )}
    </div>
  );
}
