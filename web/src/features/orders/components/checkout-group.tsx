import { poishaToTaka, takaToPoisha, type Order } from '@bulkbazar/contract';
import { formatDhakaDateTime } from '@/lib/format';
import { useId } from 'react';
import { Money } from '@/components/ui/money';
import { useTranslation } from '@/lib/i18n';
import { MyOrderCard } from './my-order-card';
import { PayAgainButton } from './pay-again-button';

/** The orders of one checkout, grouped so the buyer sees what they bought together. */
export type CheckoutOrders = { checkoutId: string; orders: Order[] };

/** Groups a page of orders by checkout, in the page's order (newest first). */
export function groupByCheckout(orders: readonly Order[]): CheckoutOrders[] {
  const groups = new Map<string, Order[]>();
  for (const order of orders) {
    const group = groups.get(order.checkoutId);
    if (group) group.push(order);
    else groups.set(order.checkoutId, [order]);
  }
  return [...groups].map(([checkoutId, list]) => ({ checkoutId, orders: list }));
}

/** One checkout: when it was placed, Pay again while it waits for its payment, its orders (one per seller), and what it came to. */
export function CheckoutCard({ group }: { group: CheckoutOrders }) {
  const { t } = useTranslation();
  const headingId = useId();
  const first = group.orders[0]!;
  const total = poishaToTaka(group.orders.reduce((sum, order) => sum + takaToPoisha(order.totalPrice), 0));
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('myOrders.checkout', { date: formatDhakaDateTime(first.orderTime) })}
        </h2>
        {group.orders.length > 1 && (
          <p className="text-sm">
            {t('myOrders.checkoutTotal')}: <Money value={total} className="font-semibold" />
          </p>
        )}
      </div>
      <PayAgainButton orders={group.orders} />
      {group.orders.map((order) => (
        <MyOrderCard key={order._id} order={order} />
      ))}
    </section>
  );
}
