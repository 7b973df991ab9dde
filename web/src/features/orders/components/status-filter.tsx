import { ORDER_STATUSES, type OrderStatus } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';

const chip = (current: boolean) =>
  `inline-block rounded-full border px-3 py-1 text-sm font-medium ${
    current
      ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-500'
      : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** Links that filter a list of orders by status; the choice lives in the URL (`?status=shipped`). */
export function StatusFilter({
  current,
  hrefFor,
}: {
  current?: OrderStatus;
  hrefFor: (status?: OrderStatus) => string;
}) {
  const { t } = useTranslation();
  const options: (OrderStatus | undefined)[] = [undefined, ...ORDER_STATUSES];
  return (
    <nav aria-label={t('orders.filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        {options.map((status) => (
          <li key={status ?? 'all'}>
            <Link
              to={hrefFor(status)}
              aria-current={status === current ? 'page' : undefined}
              className={chip(status === current)}
            >
              {status ? t(`payments.orderStatus.${status}`) : t('orders.allStatuses')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
