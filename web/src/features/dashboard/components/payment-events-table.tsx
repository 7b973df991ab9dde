import type { PaymentEvent } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';
import { dhakaTime, shortOrderId } from './format';
import { PaymentEventBadge } from './status-badges';

const muted = 'block text-xs text-slate-500 dark:text-slate-400';
const gatewayId = 'font-mono text-xs break-all whitespace-normal';

/**
 * Payment events as the ledger keeps them, one row each: when (Dhaka time), what happened, through which
 * gateway, how much (and whether it was a cash-on-delivery advance), for which checkout or order, the gateway's
 * own ids and the server's note (why a payment was rejected or refunded). The ledger page and an order's
 * payment history show the same rows.
 */
export function PaymentEventsTable({ events, caption }: { events: PaymentEvent[]; caption: string }) {
  const { t } = useTranslation();
  const none = t('dashboard.order.none');
  const label = {
    time: t('payments.ledger.time'),
    type: t('payments.ledger.type'),
    gateway: t('payments.ledger.gateway'),
    amount: t('payments.ledger.amount'),
    checkout: t('payments.ledger.checkout'),
    paymentId: t('payments.ledger.paymentId'),
    trxId: t('payments.ledger.trxId'),
    refundId: t('payments.ledger.refundId'),
    note: t('payments.ledger.note'),
  };
  return (
    <DataTable
      stacked
      caption={caption}
      head={Object.values(label).map((column) => (
        <th
          key={column}
          scope="col"
          className={column === label.amount ? `${thClasses} text-right` : thClasses}
        >
          {column}
        </th>
      ))}
    >
      {events.map((event) => (
        <Row key={event._id}>
          <RowHeader label={label.time} className="font-normal whitespace-nowrap">
            <time dateTime={event.at}>{dhakaTime(event.at)}</time>
          </RowHeader>
          <Cell label={label.type}>
            <PaymentEventBadge type={event.type} />
          </Cell>
          <Cell label={label.gateway}>{t(`payments.gateway.${event.gateway}`)}</Cell>
          <Cell label={label.amount} className="text-right whitespace-nowrap">
            <Money value={event.amount} className="font-semibold" />
            {event.purpose === 'advance' && (
              <span className={muted}>{t('payments.ledger.purposeAdvance')}</span>
            )}
          </Cell>
          <Cell label={label.checkout}>
            {event.orderId && (
              <Link
                to={paths.dashboardOrder(event.orderId)}
                title={event.orderId}
                className="block font-mono font-semibold whitespace-nowrap text-emerald-800 underline dark:text-emerald-400"
              >
                {t('payments.ledger.order', { id: shortOrderId(event.orderId) })}
              </Link>
            )}
            <span title={event.checkoutId} className={`${muted} font-mono whitespace-nowrap`}>
              {t('payments.ledger.checkoutId', { id: shortOrderId(event.checkoutId) })}
            </span>
          </Cell>
          <Cell label={label.paymentId}>
            <span className={gatewayId}>{event.gatewayPaymentId ?? none}</span>
          </Cell>
          <Cell label={label.trxId}>
            <span className={gatewayId}>{event.gatewayTrxId ?? none}</span>
          </Cell>
          <Cell label={label.refundId}>
            <span className={gatewayId}>{event.refundId ?? none}</span>
          </Cell>
          <Cell label={label.note}>
            <span className="block max-w-64 break-words whitespace-normal">{event.note ?? none}</span>
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
