import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { notFoundBoundary } from '@/components/not-found-boundary';
import { InvoiceLink } from '@/components/ui/invoice-link';
import { cancelReasonText } from '@/lib/cancel-reason';
import { Money } from '@/components/ui/money';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { orderDetailsQueryOptions, useOrderDetails } from '../api/get-order-details';
import { Detail, DetailCard } from '../components/detail-card';
import { dhakaTime, shortOrderId } from '../components/format';
import { MarkPaidButton, OrderActions } from '../components/order-actions';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderPayments } from '../components/order-payments';
import { OrderRefunds } from '../components/order-refunds';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/status-badges';
import { adminLoader } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, ({ params }) =>
    queryClient.ensureQueryData(orderDetailsQueryOptions(params.id ?? '')),
  );
}

/**
 * /dashboard/orders/:id: everything about one order, every line of it, its status history in Dhaka time, its
 * payment history, and mark paid; its refunds, and the refund action (issue 29).
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const {
    data: { order, history, payments = [], refunds = [] },
  } = useOrderDetails(id);
  const title = t('dashboard.order.title', { id: shortOrderId(order._id) });
  useDocumentTitle(title);
  const none = t('dashboard.order.none');

  return (
    <article className="flex flex-col gap-6">
      <Link to={paths.dashboardOrders} className="text-sm text-emerald-800 underline dark:text-emerald-400">
        <span aria-hidden="true">← </span>
        {t('dashboard.order.back')}
      </Link>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold sm:text-3xl">
            <span className="font-mono">{title}</span>
            <OrderStatusBadge status={order.orderStatus} />
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {t('dashboard.order.placed', { time: dhakaTime(order.orderTime) })}
          </p>
          <p className="mt-1 font-mono text-xs break-all text-slate-500 dark:text-slate-400">{order._id}</p>
          {order.declineReason && (
            <dl className="mt-3 text-sm">
              <dt className="font-semibold">{t('dashboard.order.declinedBecause')}</dt>
              <dd className="break-words whitespace-pre-line">{order.declineReason}</dd>
            </dl>
          )}
          {order.orderStatus === 'cancelled' && order.cancelReason && !order.declineReason && (
            <dl className="mt-3 text-sm">
              <dt className="font-semibold">{t('payments.facts.cancelledBecause')}</dt>
              <dd className="break-words whitespace-pre-line">{cancelReasonText(order.cancelReason, t)}</dd>
            </dl>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <OrderActions order={order} />
          <InvoiceLink order={order} number={shortOrderId(order._id)} />
        </div>
      </header>

      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit `auto` track: an auto track grows to its widest item's
          content, so the lines table pushed a phone's page to 515 px instead of scrolling inside its box. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DetailCard title={t('dashboard.order.buyer')}>
          <dl>
            <Detail label={t('dashboard.order.name')}>{order.customerName}</Detail>
            <Detail label={t('dashboard.order.email')}>
              <a href={`mailto:${order.customerEmail}`} className="underline">
                {order.customerEmail}
              </a>
            </Detail>
            <Detail label={t('dashboard.order.phone')}>
              <a href={`tel:${order.phoneNumber}`} className="underline">
                {order.phoneNumber}
              </a>
            </Detail>
            <Detail label={t('dashboard.order.address')}>
              <span className="whitespace-pre-line">{order.shippingAddress}</span>
            </Detail>
          </dl>
        </DetailCard>

        <DetailCard title={t('dashboard.order.payment')}>
          <dl>
            <Detail label={t('dashboard.order.method')}>{t(`payments.method.${order.paymentMethod}`)}</Detail>
            <Detail label={t('dashboard.order.transactionId')}>
              <span className="font-mono">{order.transactionId ?? none}</span>
            </Detail>
            <Detail label={t('dashboard.order.paymentStatus')}>
              <span className="flex flex-wrap items-center gap-3">
                <PaymentStatusBadge status={order.paymentStatus} />
                <MarkPaidButton order={order} />
              </span>
            </Detail>
            <Detail label={t('dashboard.order.total')}>
              <Money value={order.totalPrice} className="font-semibold" />
            </Detail>
            {order.refundedAmount > 0 && (
              <Detail label={t('refunds.refunded')}>
                <Money value={order.refundedAmount} />
              </Detail>
            )}
            {order.paidAmount > 0 && order.dueAmount > 0 && (
              <>
                <Detail label={t('payments.facts.paid')}>
                  <Money value={order.paidAmount} />
                </Detail>
                <Detail label={t('payments.facts.due')}>
                  <Money value={order.dueAmount} className="font-semibold" />
                </Detail>
              </>
            )}
          </dl>
        </DetailCard>

        <div className="lg:col-span-2">
          <DetailCard title={t('orderLines.title')}>
            <p className="mb-2 text-sm">
              <span className="text-slate-600 dark:text-slate-400">{t('dashboard.order.seller')}: </span>
              {order.sellerName ?? none}
            </p>
            <OrderLinesTable order={order} />
          </DetailCard>
        </div>

        <DetailCard title={t('dashboard.order.history')}>
          <ol className="relative ml-2 border-l border-slate-200 dark:border-slate-700">
            {history.map((entry) => (
              <li key={`${entry.status}-${entry.at}`} className="mb-4 ml-4 last:mb-0">
                <span
                  aria-hidden="true"
                  className="absolute -left-1.5 mt-1.5 size-3 rounded-full border-2 border-white bg-emerald-600 dark:border-slate-900"
                />
                <OrderStatusBadge status={entry.status} />
                <time dateTime={entry.at} className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                  {dhakaTime(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        </DetailCard>

        <div className="lg:col-span-2">
          <OrderPayments events={payments} />
        </div>

        <div className="lg:col-span-2">
          <OrderRefunds order={order} refunds={refunds} />
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary((t) => ({
  title: t('dashboard.order.notFoundTitle'),
  text: t('dashboard.order.notFoundText'),
  to: paths.dashboardOrders,
  back: t('dashboard.order.back'),
}));
