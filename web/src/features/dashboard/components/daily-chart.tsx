import { language } from '@/lib/i18n';
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

// Thousands, lakh and crore, as Bangladesh reads large taka amounts: '৳3.4L' in English and the whole word in
// Bengali ('৳৩.৪ লাখ'): ICU's Bengali short forms ('৳৩.৪ লা') read as a label cut off.
const SCALES = [
  { from: 10_000_000, en: 'Cr', bn: ' কোটি' },
  { from: 100_000, en: 'L', bn: ' লাখ' },
  { from: 1_000, en: 'K', bn: ' হাজার' },
] as const;
const oneDecimal = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-IN', { maximumFractionDigits: 1 });

/** An axis tick in taka, short: '৳3.4L', '৳৩.৪ লাখ'. */
export function axisTaka(value: number): string {
  const scale = SCALES.find((s) => Math.abs(value) >= s.from);
  return scale
    ? `৳${oneDecimal.format(value / scale.from)}${scale[language]}`
    : `৳${oneDecimal.format(value)}`;
}

/** The fields of a day that hold a figure. */
type FigureKey<Day> = Extract<{ [K in keyof Day]: Day[K] extends number ? K : never }[keyof Day], string>;
type Series<Day> = { dataKey: FigureKey<Day>; name: string };

/**
 * Taka per Dhaka day as bars on the left axis, and lines on the right axis (another unit, or amounts far
 * smaller than the bars): the dashboard home's revenue and orders, the finance overview's GMV, commission and
 * refunds. Each chart module that uses it is loaded on its own (Recharts is the dashboard's largest dependency);
 * the figures are also in a table beside the chart, so the chart itself is one image to a screen reader.
 */
export function DailyChart<Day extends { date: string }>({
  days,
  label,
  bars,
  lines,
  lineTick,
  lineDecimals = true,
  tooltipValue,
}: {
  days: Day[];
  label: string;
  bars: Series<Day>;
  lines: (Series<Day> & { stroke: string })[];
  /** A tick of the right axis as text. */
  lineTick: (value: number) => string;
  /** Whether the right axis may have ticks between whole numbers (not for counts). */
  lineDecimals?: boolean;
  /** A hovered value as text, by the name of its series. */
  tooltipValue: (value: number, name: string) => string;
}) {
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
          <YAxis yAxisId="bars" width="auto" tickFormatter={axisTaka} tick={{ fill: 'currentColor' }} />
          <YAxis
            yAxisId="lines"
            orientation="right"
            width="auto"
            allowDecimals={lineDecimals}
            tickFormatter={(value: number) => lineTick(value)}
            tick={{ fill: 'currentColor' }}
          />
          <Tooltip
            labelFormatter={(date) => longDay(String(date))}
            formatter={(value, name) => tooltipValue(Number(value), String(name))}
            contentStyle={{ borderRadius: 8 }}
          />
          <Legend />
          <Bar yAxisId="bars" dataKey={bars.dataKey} name={bars.name} fill="#047857" radius={[3, 3, 0, 0]} />
          {/* Monotone in x: a curve never swings past its neighbouring days' figures, so it cannot dip below
              zero between a quiet day and a busy one (a natural or basis curve does). */}
          {lines.map((line) => (
            <Line
              key={line.dataKey}
              yAxisId="lines"
              dataKey={line.dataKey}
              name={line.name}
              type="monotoneX"
              stroke={line.stroke}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
