import type { PayoutRunDetail, WalletMethod } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { formatDhakaDateTime, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { payoutFileUrls } from '../api/payouts';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';
import { PayoutActions } from './payout-actions';
import { usePayoutDestination } from './payout-destination';
import { Badge } from '@/components/ui/badge';

type Column = 'seller' | 'amount' | 'to' | 'status' | 'reference' | 'actions';
const COLUMNS: Column[] = ['seller', 'amount', 'to', 'status', 'reference', 'actions'];
const TONES = { pending: 'warning', sent: 'success', failed: 'danger' } as const;

/** One run: its two files, and each payout with its status and what can still be done to it. */
export function PayoutRunDetailView({ detail }: { detail: PayoutRunDetail }) {
  const { t } = useTranslation();
  const destination = usePayoutDestination();
  const col = (key: Column) => t(`payouts.run.col.${key}`);
  const files = payoutFileUrls(detail.run.id);
  const rails = new Set<WalletMethod>(detail.rails);
  return (
    <section
      aria-labelledby="payout-run-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="payout-run-heading" className="text-lg font-semibold">
          {t('payouts.run.title', { when: formatDhakaDateTime(detail.run.createdAt) })}
        </h2>
        <Link
          to="?"
          className="text-sm text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
        >
          {t('payouts.run.close')}
        </Link>
      </div>
      <div>
        <ul className="flex flex-wrap gap-3">
          <li>
            <a
              href={files.bank}
              download
              className="font-semibold text-emerald-800 underline dark:text-emerald-300"
            >
              {t('payouts.run.bankFile')}
            </a>
          </li>
          <li>
            <a
              href={files.mfs}
              download
              className="font-semibold text-emerald-800 underline dark:text-emerald-300"
            >
              {t('payouts.run.mfsFile')}
            </a>
          </li>
        </ul>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('payouts.run.filesHint')}</p>
      </div>
      {detail.payouts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('payouts.run.empty')}</p>
      ) : (
        <DataTable
          caption={t('payouts.run.caption')}
          stacked
          head={COLUMNS.map((key) => (
            <th key={key} className={thClasses}>
              {col(key)}
            </th>
          ))}
        >
          {detail.payouts.map((p) => (
            <Row key={p.id}>
              <RowHeader label={col('seller')}>
                <span className="font-medium">{p.sellerName}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">{p.sellerEmail}</span>
              </RowHeader>
              <Cell label={col('amount')}>{formatTaka(p.amount)}</Cell>
              <Cell label={col('to')}>{destination(p)}</Cell>
              <Cell label={col('status')}>
                <Badge tone={TONES[p.status]}>{t(`payouts.status.${p.status}`)}</Badge>
              </Cell>
              <Cell label={col('reference')}>{p.reference ?? p.failureReason ?? '—'}</Cell>
              <Cell label={col('actions')}>
                <PayoutActions payout={p} hasRail={p.method !== 'bank' && rails.has(p.method)} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}
    </section>
  );
}
