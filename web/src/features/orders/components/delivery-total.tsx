import type { DeliveryZone } from '@bulkbazar/contract';
import { Money } from '@/components/ui/money';
import { useTranslation } from '@/lib/i18n';

/** Adds a delivery charge to the goods, exact in poisha (taka in, taka out); the goods alone while it is not known. */
export const withDelivery = (goods: number, delivery: number | null): number =>
  (Math.round(goods * 100) + Math.round((delivery ?? 0) * 100)) / 100;

/**
 * A one-order checkout's delivery box (Buy now, an accepted quote): the charge for the chosen place's zone and
 * what the buyer pays in all, or a prompt to choose the place first. The server charges the same.
 */
export function DeliveryTotal({
  zone,
  delivery,
  total,
}: {
  zone: DeliveryZone | null;
  /** The charge for `zone` (taka); null while the place or the charge is not known. */
  delivery: number | null;
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
      {zone === null || delivery === null ? (
        <p className="text-slate-600 dark:text-slate-400">{t('delivery.chooseForCharge')}</p>
      ) : (
        <>
          <p className="flex justify-between">
            <span>{t('delivery.zoneOf', { zone: t(`delivery.zone.${zone}`) })}</span>
            {delivery === 0 ? <span>{t('delivery.free')}</span> : <Money value={delivery} />}
          </p>
          <p className="flex items-baseline justify-between">
            <span className="font-semibold">{t('cart.total')}</span>
            <Money value={total} className="text-lg font-bold" />
          </p>
        </>
      )}
    </div>
  );
}
