import type { FinanceSummary } from '@bulkbazar/contract';
import { formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { axisTaka, DailyChart } from './daily-chart';

type Day = FinanceSummary['byDay'][number];

/**
 * GMV (bars), commission and refunds (lines on the right axis: they are a small part of GMV) per Dhaka day;
 * loaded on its own, like the home page's chart.
 */
export default function FinanceChart({ days, label }: { days: Day[]; label: string }) {
  const { t } = useTranslation();
  return (
    <DailyChart
      days={days}
      label={label}
      bars={{ dataKey: 'gmv', name: t('financeOverview.gmv') }}
      lines={[
        { dataKey: 'commission', name: t('financeOverview.commission'), stroke: '#ea580c' },
        { dataKey: 'refunds', name: t('financeOverview.refunds'), stroke: '#7c3aed' },
      ]}
      lineTick={axisTaka}
      tooltipValue={formatTaka}
    />
  );
}
