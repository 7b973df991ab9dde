import { type DashboardStats } from '@bulkbazar/contract';
import { lazy } from 'react';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { DaysSection } from './days-section';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** The dashboard home's 30 days: revenue and orders, as a chart and a table. */
export function DailyFigures({ daily }: { daily: DashboardStats['daily'] }) {
  const { t } = useTranslation();
  const title = t('dashboard.home.chartTitle');
  return (
    <DaysSection
      id="daily-heading"
      title={title}
      quiet={daily.every((day) => day.orders === 0)}
      texts={{
        empty: t('dashboard.home.chartEmpty'),
        loading: t('dashboard.home.chartLoading'),
        table: t('dashboard.home.chartTable'),
        date: t('dashboard.home.date'),
      }}
      chart={<RevenueChart daily={daily} label={title} />}
      columns={[t('dashboard.home.revenue'), t('dashboard.home.orders')]}
      rows={daily.map((day) => ({
        date: day.date,
        cells: [formatTaka(day.revenue), formatCount(day.orders)],
      }))}
    />
  );
}
