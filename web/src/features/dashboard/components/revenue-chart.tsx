import type { DashboardStats } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
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

type Day = DashboardStats['daily'][number];

// Lakh and crore ('1.2L', '3Cr'), as Bangladesh reads large taka amounts.
const compact = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-IN', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Revenue (bars, left axis) and orders (line, right axis) per Dhaka day. Loaded on its own: Recharts is the
 * dashboard's largest dependency and only this chart needs it. The figures are also in a table beside it,
 * so the chart itself is one image to a screen reader.
 */
export default function RevenueChart({ daily, label }: { daily: Day[]; label: string }) {
  const { t } = useTranslation();
  const revenue = t('dashboard.home.revenue');
  const orders = t('dashboard.home.orders');
  return (
    <div role="img" aria-label={label} className="h-72 w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={daily}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={24} tick={{ fill: 'currentColor' }} />
          <YAxis
            yAxisId="revenue"
            width={56}
            tickFormatter={(value: number) => `৳${compact.format(value)}`}
            tick={{ fill: 'currentColor' }}
          />
          <YAxis
            yAxisId="orders"
            orientation="right"
            width={32}
            allowDecimals={false}
            tick={{ fill: 'currentColor' }}
          />
          <Tooltip
            labelFormatter={(date) => longDay(String(date))}
            formatter={(value, name) =>
              name === revenue ? formatTaka(Number(value)) : formatCount(Number(value))
            }
            contentStyle={{ borderRadius: 8 }}
          />
          <Legend />
          <Bar yAxisId="revenue" dataKey="revenue" name={revenue} fill="#047857" radius={[3, 3, 0, 0]} />
          {/* Monotone in x: the curve never swings past its neighbouring days' figures, so it cannot dip
              below zero between a quiet day and a busy one (a natural or basis curve does). */}
          <Line
            yAxisId="orders"
            dataKey="orders"
            name={orders}
            type="monotoneX"
            stroke="#ea580c"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
