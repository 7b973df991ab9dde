import type { SellerOrderMoney } from '@bulkbazar/contract';
import { formatDhakaDate, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { FinanceTable, num, orderNumber, td, th } from './finance-table';

const STATE_LOOKS: Record<SellerOrderMoney['state'], string> = {
  pending: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  available: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  paid_out: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** Each order's money: what it sold for, what the shop took, what the seller nets, and where that stands. */
export function OrderMoneyTable({ orders }: { orders: SellerOrderMoney[] }) {
  const { t } = useTranslation();
  const columns = [
    ['goods', t('sellerFinance.goods')],
    ['deliveryCharge', t('sellerFinance.delivery')],
    ['commission', t('sellerFinance.commission')],
    ['vat', t('sellerFinance.vat')],
    ['deliveryKept', t('sellerFinance.deliveryKept')],
    ['refunds', t('sellerFinance.refunds')],
  ] as const;
  return (
    <FinanceTable
      caption={t('sellerFinance.ordersCaption')}
      head={
        <>
          <th scope="col" className={th}>
            {t('sellerFinance.order')}
          </th>
          {columns.map(([key, label]) => (
            <th key={key} scope="col" className={`${th} text-right`}>
              {label}
            </th>
          ))}
          <th scope="col" className={`${th} text-right`}>
            {t('sellerFinance.net')}
          </th>
          <th scope="col" className={th}>
            {t('sellerFinance.state')}
          </th>
        </>
      }
    >
      {orders.map((o) => (
        <tr key={o.orderId}>
          <th scope="row" className={`${td} text-left font-normal`}>
            <span className="font-mono font-medium">#{orderNumber(o.orderId)}</span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              {formatDhakaDate(o.placedAt)}
            </span>
          </th>
          {columns.map(([key]) => (
            <td key={key} className={num}>
              {key === 'goods' || key === 'deliveryCharge' ? formatTaka(o[key]) : formatTaka(-o[key])}
            </td>
          ))}
          <td className={`${num} font-semibold`}>{formatTaka(o.net)}</td>
          <td className={td}>
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_LOOKS[o.state]}`}
            >
              {t(`sellerFinance.states.${o.state}`)}
            </span>
            {o.state === 'pending' && o.availableAt && (
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {t('sellerFinance.availableFrom', { date: formatDhakaDate(o.availableAt) })}
              </span>
            )}
          </td>
        </tr>
      ))}
    </FinanceTable>
  );
}
