import type { FinanceSummary } from '@bulkbazar/contract';
import { formatTaka } from '@/lib/format';
import { language, useTranslation } from '@/lib/i18n';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { longDay, shortDay } from './format';

type Day = FinanceSummary['byDay'][number];

// Thousands, lakh and crore, as the home page's revenue chart reads taka (revenue-chart.tsx).
const SCALES = [
  { from: 10_000_000, en: 'Cr', bn: ' কোটি' },
  { from: 100_000, en: 'L', bn: ' লাখ' },
  { from: 1_000, en: 'K', bn: ' হাজার' },
] as const;
const oneDecimal = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-IN', { maximumFractionDigits: 1 });
function axisTaka(value: number): string {
  const scale = SCALES.find((s) => Math.abs(value) >= s.from);
  return scale
    ? `৳${oneDecimal.format(value / scale.from)}${scale[language]}`
    : `৳${oneDecimal.format(value)}`;
}

/**
 * GMV (bars, left axis), commission and refunds (lines, right axis: they are a small part of GMV) per Dhaka day.
 * Loaded on its own, like the home page's chart; the figures are also in a table beside it.
 */
export default function FinanceChart({ days, label }: { days: Day[]; label: string }) {
  const { t } = useTranslation();
  return (
    <div role="img" aria-label={label} className="h-72 w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={days}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={24} tick={{ fill: 'currentColor' }} />
          <YAxis yAxisId="gmv" width="auto" tickFormatter={axisTaka} tick={{ fill: 'currentColor' }} />
          <YAxis
            yAxisId="money"
            orientation="right"
            width="auto"
            tickFormatter={axisTaka}
            tick={{ fill: 'currentColor' }}
          />
          <Tooltip
            labelFormatter={(date) => longDay(String(date))}
            formatter={(value) => formatTaka(Number(value))}
            contentStyle={{ borderRadius: 8 }}
          />
          <Legend />
          <Bar
            yAxisId="gmv"
            dataKey="gmv"
            name={t('financeOverview.gmv')}
            fill="#047857"
            radius={[3, 3, 0, 0]}
          />
          <Line
            yAxisId="money"
            dataKey="commission"
            name={t('financeOverview.commission')}
            type="monotoneX"
            stroke="#ea580c"
            strokeWidth={2}
            dot={false}
          />
          <Line
            yAxisId="money"
            dataKey="refunds"
            name={t('financeOverview.refunds')}
            type="monotoneX"
            stroke="#7c3aed"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
