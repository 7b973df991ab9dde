import type { Order } from '@bulkbazar/contract';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { usePayAgain } from '../api/pay-again';
import { dhakaClock } from './dhaka-clock';

/** Whole minutes left until `until` (rounded up: "1 min left" until the very end), 0 once it has passed. */
const minutesLeft = (until: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(until) - now) / 60_000));

/** The time now, again every 15 s: the time left on a hold counts down on screen. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Pay again for a checkout whose orders still wait for their online payment (a failed attempt, or a gateway
 * page left open), while the stock is held: the server opens a new attempt and the browser goes to its page.
 * Nothing once the hold has ended (the server has put the lines back in the cart).
 */
export function PayAgainButton({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation();
  const now = useNow();
  const payAgain = usePayAgain();
  const waiting = orders.find((o) => o.orderStatus === 'awaiting_payment' && o.holdExpiresAt);
  const minutes = waiting ? minutesLeft(waiting.holdExpiresAt!, now) : 0;
  if (!waiting || minutes === 0) return null;

  function onClick() {
    payAgain.mutate(waiting!._id, {
      onSuccess: ({ payment }) => window.location.assign(payment.redirectUrl),
      onError: (error) => void showError(error.message),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm" onClick={onClick} disabled={payAgain.isPending || payAgain.isSuccess}>
        {t('payments.payAgain.button', { minutes })}
      </Button>
      <span className="text-sm text-slate-600 dark:text-slate-400">
        {t('payments.payAgain.until', { time: dhakaClock(waiting.holdExpiresAt!) })}
      </span>
    </div>
  );
}
