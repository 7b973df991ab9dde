import { declineBodySchema, DECLINABLE, nextStatuses, paymentRefusal, type Order } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { showDialog, showError } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { useDeclineOrder } from '../api/decline-order';
import { useRecordCash } from '../api/record-cash';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { BookCourier } from './book-courier';

/**
 * The seller's buttons for one order, each shown only when the contract's rules allow it: the next step
 * (one at a time), Decline (pending orders, with a reason) and Cash received (delivered cash on delivery).
 * `onDone` hears the server's message.
 */
export function SellerOrderActions({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const move = useUpdateOrderStatus();
  const cash = useRecordCash();
  const decline = useDeclineOrder();
  const [declining, setDeclining] = useState(false);
  const asking = useRef(false);
  const next = nextStatuses(order.orderStatus, 'seller')[0] as
    'processing' | 'shipped' | 'delivered' | undefined;
  const canDecline = DECLINABLE.includes(order.orderStatus);
  const canRecordCash = paymentRefusal(order, 'cash') === null;
  if (!next && !canDecline && !canRecordCash) return null;
  const bookable = order.orderStatus === 'processing';

  const report = {
    onSuccess: ({ message }: { message: string }) => onDone(message),
    onError: (e: Error) => void showError(e.message),
  };

  // A step cannot be taken back and the next step's button appears where this one was, so each is asked
  // first (a double tap cannot move an order two steps); the status shown goes along as `from`.
  async function onMove(to: NonNullable<typeof next>) {
    if (asking.current) return; // the second tap of a double tap asks nothing more
    asking.current = true;
    const answer = await showDialog({
      icon: 'warning',
      title: t(`orders.markTitle.${to}`),
      text: t('orders.markText', { quantity: formatCount(order.quantity), name: order.productName }),
      showCancelButton: true,
      confirmButtonText: t(`orders.markConfirm.${to}`),
    });
    asking.current = false;
    if (answer.isConfirmed) move.mutate({ id: order._id, status: to, from: order.orderStatus }, report);
  }

  async function onCash() {
    const answer = await showDialog({
      icon: 'warning',
      title: t('orders.cashReceivedTitle'),
      text: t('orders.cashReceivedText', { amount: formatTaka(order.totalPrice) }),
      showCancelButton: true,
      confirmButtonText: t('orders.cashReceivedConfirm'),
    });
    if (answer.isConfirmed) cash.mutate(order._id, report);
  }

  // A refusal throws into the dialog, which shows it at the reason.
  async function onDecline(reason: string) {
    const { message } = await decline.mutateAsync({ id: order._id, reason });
    setDeclining(false);
    onDone(message);
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      {bookable && <BookCourier order={order} onDone={onDone} />}
      {next && (
        <Button size="sm" disabled={move.isPending} onClick={() => void onMove(next)}>
          {t(`orders.mark.${next}`)}
        </Button>
      )}
      {canRecordCash && (
        <Button size="sm" disabled={cash.isPending} onClick={() => void onCash()}>
          {t('orders.cashReceived')}
        </Button>
      )}
      {canDecline && (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 dark:text-red-300"
          aria-label={t('orders.declineNamed', { name: order.productName })}
          onClick={() => setDeclining(true)}
        >
          {t('orders.decline')}
        </Button>
      )}
      {declining && (
        <ReasonDialog
          schema={declineBodySchema}
          texts={{
            title: t('orders.declineTitle'),
            text: t('orders.declineText', { quantity: formatCount(order.quantity), name: order.productName }),
            label: t('orders.declineReason'),
            hint: t('orders.declineHint'),
            required: t('orders.declineRequired'),
            submit: t('orders.declineSubmit'),
          }}
          onSubmit={onDecline}
          onClose={() => setDeclining(false)}
        />
      )}
    </div>
  );
}
