import type { PayoutRun } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { formatCount, formatDhakaDateTime, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';

type Column = 'created' | 'by' | 'minimum' | 'payouts' | 'total' | 'progress';
const COLUMNS: Column[] = ['created', 'by', 'minimum', 'payouts', 'total', 'progress'];

/** The payout runs, newest first; each opens its payouts (?run=…) on the same page. */
export function PayoutRunsTable({ runs, openId }: { runs: PayoutRun[]; openId: string | null }) {
  const { t } = useTranslation();
  const col = (key: Column) => t(`payouts.runs.col.${key}`);
  if (runs.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('payouts.runs.empty')}</p>;
  return (
    <DataTable
      caption={t('payouts.runs.caption')}
      stacked
      head={COLUMNS.map((key) => (
        <th key={key} className={thClasses}>
          {col(key)}
        </th>
      ))}
    >
      {runs.map((run) => {
        const when = formatDhakaDateTime(run.createdAt);
        return (
          <Row key={run.id}>
            <RowHeader label={col('created')}>
              <Link
                to={`?run=${run.id}`}
                aria-current={openId === run.id ? 'true' : undefined}
                aria-label={t('payouts.runs.open', { when })}
                className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
              >
                {when}
              </Link>
            </RowHeader>
            <Cell label={col('by')}>{run.createdBy ?? '—'}</Cell>
            <Cell label={col('minimum')}>{formatTaka(run.minimum)}</Cell>
            <Cell label={col('payouts')}>{formatCount(run.count)}</Cell>
            <Cell label={col('total')}>{formatTaka(run.total)}</Cell>
            <Cell label={col('progress')}>
              {t('payouts.runs.progress', {
                sent: formatCount(run.sent),
                failed: formatCount(run.failed),
                pending: formatCount(run.pending),
              })}
            </Cell>
          </Row>
        );
      })}
    </DataTable>
  );
}
