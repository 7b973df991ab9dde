import type { Order, OrderRefund } from '@bulkbazar/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';
import { DetailCard } from './detail-card';
import { dhakaTime } from './format';
import { useNotice } from './notice';
import { PendingRefundAction } from './pending-refund';
import { RefundDialog } from './refund-dialog';

/**
 * The order's refunds (an administrator's: through its gateway, or recorded by hand) and the Refund action while
 * something paid is left to give back. A refund still waiting for its gateway's answer shows as such, with what
 * can be done about it (components/pending-refund.tsx).
 */
export function OrderRefunds({ order, refunds }: { order: Order; refunds: OrderRefund[] }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const [open, setOpen] = useState(false);
  const none = t('dashboard.order.none');
  const label = {
    when: t('refunds.col.when'),
    amount: t('refunds.col.amount'),
    channel: t('refunds.col.channel'),
    status: t('refunds.col.status'),
    reference: t('refunds.col.reference'),
    reason: t('refunds.col.reason'),
  };
  const refundable = order.paidAmount > order.refundedAmount && order.paymentStatus !== 'refunded';

  return (
    <DetailCard title={t('refunds.title')}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="text-slate-600 dark:text-slate-400">{t('refunds.refunded')}: </span>
          <Money value={order.refundedAmount} className="font-semibold" />
        </p>
        {refundable && (
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            {t('refunds.action')}
          </Button>
        )}
      </div>
      {refunds.length > 0 ? (
        <DataTable
          stacked
          caption={t('refunds.caption')}
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
          {refunds.map((r) => (
            <Row key={r._id}>
              <RowHeader label={label.when} className="font-normal whitespace-nowrap">
                <time dateTime={r.createdAt}>{dhakaTime(r.createdAt)}</time>
              </RowHeader>
              <Cell label={label.amount} className="text-right whitespace-nowrap">
                <Money value={r.amount} className="font-semibold" />
              </Cell>
              <Cell label={label.channel}>{t(`refunds.channel.${r.channel}`)}</Cell>
              <Cell label={label.status}>
                {t(`refunds.status.${r.status}`)}
                {r.status === 'pending' && (
                  <div className="mt-1">
                    <PendingRefundAction orderId={order._id} refund={r} />
                  </div>
                )}
              </Cell>
              <Cell label={label.reference} className="font-mono text-xs break-all">
                {r.reference ?? none}
              </Cell>
              <Cell label={label.reason} className="break-words whitespace-pre-line">
                {r.reason}
              </Cell>
            </Row>
          ))}
        </DataTable>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('refunds.none')}</p>
      )}
      {open && (
        <RefundDialog
          order={order}
          onClose={() => setOpen(false)}
          onDone={(amount) => {
            setOpen(false);
            notify(t('refunds.done', { amount: formatTaka(amount) }));
          }}
        />
      )}
    </DetailCard>
  );
}
