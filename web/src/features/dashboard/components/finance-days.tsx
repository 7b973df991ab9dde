import type { FinanceSummary } from '@bulkbazar/contract';
import { lazy } from 'react';
import { formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { DaysSection } from './days-section';

const FinanceChart = lazy(() => import('./finance-chart'));

/** The finance overview by day: GMV, commission and refunds, as a chart and a table. */
export function FinanceDays({ days }: { days: FinanceSummary['byDay'] }) {
  const { t } = useTranslation();
  const title = t('financeOverview.chartTitle');
  return (
    <DaysSection
      id="finance-days-heading"
      title={title}
      quiet={days.every((d) => d.gmv === 0 && d.commission === 0 && d.refunds === 0)}
      texts={{
        empty: t('financeOverview.chartEmpty'),
        loading: t('financeOverview.chartLoading'),
        table: t('financeOverview.chartTable'),
        date: t('financeOverview.date'),
      }}
      chart={<FinanceChart days={days} label={title} />}
      columns={[t('financeOverview.gmv'), t('financeOverview.commission'), t('financeOverview.refunds')]}
      rows={days.map((d) => ({
        date: d.date,
        cells: [formatTaka(d.gmv), formatTaka(d.commission), formatTaka(d.refunds)],
      }))}
    />
  );
}
