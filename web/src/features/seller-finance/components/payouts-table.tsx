import type { SellerPayout } from '@bulkbazar/contract';
import { formatDhakaDate, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { financeFiles } from '../api/get-seller-finance';
import { FinanceTable, num, td, th } from './finance-table';

/** The seller's payouts: when, how much, where to, the bank's or wallet's reference, and the commission invoice. */
export function PayoutsTable({ payouts }: { payouts: SellerPayout[] }) {
  const { t } = useTranslation();
  return (
    <FinanceTable
      caption={t('sellerFinance.payoutsCaption')}
      head={
        <>
          <th scope="col" className={th}>
            {t('sellerFinance.payoutDate')}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t('sellerFinance.amount')}
          </th>
          <th scope="col" className={th}>
            {t('sellerFinance.method')}
          </th>
          <th scope="col" className={th}>
            {t('sellerFinance.payoutStatus')}
          </th>
          <th scope="col" className={th}>
            {t('sellerFinance.reference')}
          </th>
          <th scope="col" className={th}>
            <span className="sr-only">{t('sellerFinance.commissionInvoice')}</span>
          </th>
        </>
      }
    >
      {payouts.map((p) => {
        const date = formatDhakaDate(p.createdAt);
        return (
          <tr key={p._id}>
            <th scope="row" className={`${td} text-left font-normal whitespace-nowrap`}>
              {date}
            </th>
            <td className={num}>{formatTaka(p.amount)}</td>
            <td className={td}>{t(`sellerFinance.methods.${p.method}`)}</td>
            <td className={td}>
              {t(`sellerFinance.payoutStatuses.${p.status}`)}
              {p.failureReason && (
                <span className="block text-xs text-slate-500 dark:text-slate-400">{p.failureReason}</span>
              )}
            </td>
            <td className={`${td} font-mono text-xs break-all`}>{p.reference ?? '—'}</td>
            <td className={td}>
              <a
                href={financeFiles.commissionInvoice(p.runId)}
                target="_blank"
                rel="noopener"
                aria-label={t('sellerFinance.commissionInvoiceLabel', { date })}
                className="text-xs whitespace-nowrap text-emerald-800 underline dark:text-emerald-400"
              >
                {t('sellerFinance.commissionInvoice')}
              </a>
            </td>
          </tr>
        );
      })}
    </FinanceTable>
  );
}
