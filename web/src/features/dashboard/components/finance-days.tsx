import type { FinanceSummary } from '@bulkbazar/contract';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { DataTable, tdClasses, thClasses } from './data-table';
import { longDay } from './format';

const FinanceChart = lazy(() => import('./finance-chart'));

/** The chart by day, with the same figures as a table under a disclosure (screen readers, exact numbers). */
export function FinanceDays({ days }: { days: FinanceSummary['byDay'] }) {
  const { t } = useTranslation();
  const title = t('financeOverview.chartTitle');
  const quiet = days.every((d) => d.gmv === 0 && d.commission === 0 && d.refunds === 0);
  const right = `${tdClasses} text-right tabular-nums`;
  return (
    <section
      aria-labelledby="finance-days-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="finance-days-heading" className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {quiet ? (
        <p className="py-10 text-center text-slate-600 dark:text-slate-400">
          {t('financeOverview.chartEmpty')}
        </p>
      ) : (
        <>
          <Suspense
            fallback={
              <div className="flex h-72 items-center justify-center">
                <Spinner label={t('financeOverview.chartLoading')} />
              </div>
            }
          >
            <FinanceChart days={days} label={title} />
          </Suspense>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-medium text-emerald-800 dark:text-emerald-400">
              {t('financeOverview.chartTable')}
            </summary>
            <div className="mt-3">
              <DataTable
                caption={title}
                head={
                  <>
                    <th scope="col" className={thClasses}>
                      {t('financeOverview.date')}
                    </th>
                    <th scope="col" className={`${thClasses} text-right`}>
                      {t('financeOverview.gmv')}
                    </th>
                    <th scope="col" className={`${thClasses} text-right`}>
                      {t('financeOverview.commission')}
                    </th>
                    <th scope="col" className={`${thClasses} text-right`}>
                      {t('financeOverview.refunds')}
                    </th>
                  </>
                }
              >
                {days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row" className={`${tdClasses} text-left font-normal`}>
                      {longDay(d.date)}
                    </th>
                    <td className={right}>{formatTaka(d.gmv)}</td>
                    <td className={right}>{formatTaka(d.commission)}</td>
                    <td className={right}>{formatTaka(d.refunds)}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
