import { COURIER_LABELS, type Courier, type Order } from '@bulkbazar/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { showError } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { useBookShipment, useCouriers } from '../api/book-shipment';

/**
 * A processing order handed to a courier (the seller's or an admin's): the couriers this shop can book, then
 * POST /api/orders/:id/shipment. The order becomes shipped with its tracking code; `onDone` hears it.
 */
export function BookCourier({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const couriers = useCouriers(order.orderStatus === 'processing');
  const [chosen, setChosen] = useState<Courier | ''>('');
  const book = useBookShipment();
  if (order.orderStatus !== 'processing' || couriers.length === 0) return null;
  const courier = chosen || couriers[0]!;

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {t('delivery.bookWith')}
        </label>
        <select
          id={id}
          value={courier}
          onChange={(e) => setChosen(e.target.value as Courier)}
          className={`${inputClasses} py-1`}
        >
          {couriers.map((c) => (
            <option key={c} value={c}>
              {COURIER_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <Button
        size="sm"
        disabled={book.isPending}
        onClick={() =>
          book.mutate(
            { id: order._id, courier },
            {
              onSuccess: (tracking) =>
                onDone(
                  t('delivery.booked', {
                    courier: COURIER_LABELS[courier],
                    code: tracking.trackingCode ?? '',
                  }),
                ),
              onError: (e) => void showError(e.message),
            },
          )
        }
      >
        {book.isPending ? t('delivery.booking') : t('delivery.book')}
      </Button>
    </div>
  );
}
