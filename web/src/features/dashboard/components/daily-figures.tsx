import { type DashboardStats } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, tdClasses, thClasses } from './data-table';
import { longDay } from './format';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** The 30-day chart, with the same figures as a table under a disclosure (for screen readers and exact numbers). */
export function DailyFigures({ daily }: { daily: DashboardStats['daily'] }) {
  const { t } = useTranslation();
  const title = t('dashboard.home.chartTitle');
  const quiet = daily.every((day) => day.orders === 0);
  return (
    <section
      aria-labelledby="daily-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="daily-heading" className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {quiet ? (
        <p className="py-10 text-center text-slate-600 dark:text-slate-400">
          {t('dashboard.home.chartEmpty')}
        </p>
      ) : (
        <>
          <Suspense
            fallback={
              <div className="flex h-72 items-center justify-center">
                <Spinner label={t('dashboard.home.chartLoading')} />
              </div>
            }
          >
            <RevenueChart daily={daily} label={title} />
          </Suspense>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-medium text-emerald-800 dark:text-emerald-400">
              {t('dashboard.home.chartTable')}
            </summary>
            <div className="mt-3">
              <DataTable
                caption={title}
                head={
                  <>
                    <th scope="col" className={thClasses}>
                      {t('dashboard.home.date')}
                    </th>
                    <th scope="col" className={`${thClasses} text-right`}>
                      {t('dashboard.home.revenue')}
                    </th>
                    <th scope="col" className={`${thClasses} text-right`}>
                      {t('dashboard.home.orders')}
                    </th>
                  </>
                }
              >
                {daily.map((day) => (
                  <tr key={day.date}>
                    <th scope="row" className={`${tdClasses} text-left font-normal`}>
                      {longDay(day.date)}
                    </th>
                    <td className={`${tdClasses} text-right tabular-nums`}>{formatTaka(day.revenue)}</td>
                    <td className={`${tdClasses} text-right tabular-nums`}>{formatCount(day.orders)}</td>
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
