import type { DashboardStats } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { DailyChart } from './daily-chart';

type Day = DashboardStats['daily'][number];

/** Revenue (bars) and orders (a line, counted on the right axis) per Dhaka day; loaded on its own. */
export default function RevenueChart({ daily, label }: { daily: Day[]; label: string }) {
  const { t } = useTranslation();
  const revenue = t('dashboard.home.revenue');
  return (
    <DailyChart
      days={daily}
      label={label}
      bars={{ dataKey: 'revenue', name: revenue }}
      lines={[{ dataKey: 'orders', name: t('dashboard.home.orders'), stroke: '#ea580c' }]}
      lineTick={formatCount}
      lineDecimals={false}
      tooltipValue={(value, name) => (name === revenue ? formatTaka(value) : formatCount(value))}
    />
  );
}
