import { COURIER_LABELS, type Order } from '@bulkbazar/contract';
import { cancelReasonText } from '@/lib/cancel-reason';
import { formatDhakaDate, formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { Money } from '@/components/ui/money';

/**
 * The figures of an order as label/value pairs (its lines are listed by OrderLines); the buyer's and the
 * seller's views add their own rows. A partly paid order (a cash-on-delivery advance) shows what was paid and
 * what is still due; a company's its PO number; a cancelled one why, when it was not the buyer's choice; a refunded one how much went back.
 */
export function OrderFacts({ order, extra = [] }: { order: Order; extra?: Fact[] }) {
  const { t } = useTranslation();
  const rows: Fact[] = [
    // A declined order says why first: it is what the buyer needs to know about it.
    ...(order.declineReason ? [[t('orders.declinedBecause'), order.declineReason] as Fact] : []),
    // The server fills cancelReason from a decline too: said once, as the decline above.
    ...(order.orderStatus === 'cancelled' && order.cancelReason && !order.declineReason
      ? [[t('payments.facts.cancelledBecause'), cancelReasonText(order.cancelReason, t)] as Fact]
      : []),
    ...extra,
    // A company's purchase-order number (issue 31): the buyer's and the seller's paperwork both quote it.
    ...(order.poNumber ? [[t('companyCheckout.poNumber'), order.poNumber] as Fact] : []),
    ...(order.shipTo
      ? [[t('delivery.shipTo'), `${order.shipTo.area}, ${order.shipTo.district}`] as Fact]
      : []),
    [
      t('delivery.charge'),
      order.deliveryCharge === 0 ? t('delivery.free') : <Money value={order.deliveryCharge} />,
    ],
    [t('orders.total'), <Money value={order.totalPrice} className="font-semibold" />],
    ...(['pending', 'processing', 'shipped', 'awaiting_payment', 'delivered'].includes(order.orderStatus)
      ? [
          [
            t('delivery.deliverBy'),
            order.deliverBy ? (
              <time dateTime={order.deliverBy}>{formatDhakaDate(`${order.deliverBy}T12:00:00+06:00`)}</time>
            ) : (
              t('delivery.promiseOnPayment')
            ),
          ] as Fact,
        ]
      : []),
    ...(order.courier && order.trackingCode
      ? [
          [t('delivery.courier'), COURIER_LABELS[order.courier]] as Fact,
          [t('delivery.trackingCode'), order.trackingCode] as Fact,
        ]
      : []),
    [
      t('orders.payment'),
      t('orders.paymentLine', {
        method: t(`payments.method.${order.paymentMethod}`),
        status: t(`payments.paymentStatus.${order.paymentStatus}`),
      }),
    ],
    ...(order.paidAmount > 0 && order.dueAmount > 0
      ? [
          [t('payments.facts.paid'), <Money value={order.paidAmount} />] as Fact,
          [t('payments.facts.due'), <Money value={order.dueAmount} className="font-semibold" />] as Fact,
        ]
      : []),
    // What an administrator gave back of it (issue 29), in part or in full.
    ...(order.refundedAmount > 0
      ? [[t('refunds.refunded'), <Money value={order.refundedAmount} />] as Fact]
      : []),
    ...(order.transactionId ? [[t('orders.transactionId'), order.transactionId] as Fact] : []),
    [t('orders.ordered'), <time dateTime={order.orderTime}>{formatDhakaDateTime(order.orderTime)}</time>],
  ];
  return <FactList facts={rows} className="grid-cols-[auto_minmax(0,1fr)] gap-y-1" />;
}
