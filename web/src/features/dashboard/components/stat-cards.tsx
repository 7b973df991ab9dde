import { type DashboardStats } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { formatPercent } from './format';

function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</dd>}
    </div>
  );
}

/**
 * The shop's totals: revenue and average from orders that are not cancelled, counted by the server. The
 * conversion rate is the last 30 days' purchases ÷ product views, each a person and a product on one Dhaka day
 * (see the stats service): not orders nor viewers, so its note says so beside the all-time order count.
 */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <StatCard
        label={t('dashboard.home.totalRevenue')}
        value={formatTaka(stats.totalRevenue)}
        note={t('dashboard.home.revenueNote')}
      />
      <StatCard label={t('dashboard.home.unitsSold')} value={formatCount(stats.unitsSold)} />
      <StatCard
        label={t('dashboard.home.totalOrders')}
        value={formatCount(stats.totalOrders)}
        note={t('dashboard.home.totalOrdersNote')}
      />
      <StatCard
        label={t('dashboard.home.conversionRate')}
        value={t('dashboard.home.percent', { value: formatPercent(stats.conversionRate) })}
        note={t('dashboard.home.conversionNote', {
          orders: formatCount(stats.conversionOrders),
          views: formatCount(stats.productViews),
        })}
      />
      <StatCard label={t('dashboard.home.averageOrder')} value={formatTaka(stats.averageOrderValue)} />
      <StatCard label={t('delivery.stats.charges')} value={formatTaka(stats.deliveryCharges)} />
      <StatCard
        label={t('delivery.stats.onTime')}
        value={
          stats.onTimeRate === null
            ? t('delivery.stats.none')
            : t('delivery.stats.onTimeValue', {
                rate: t('dashboard.home.percent', { value: formatPercent(stats.onTimeRate) }),
                onTime: formatCount(stats.deliveredOnTime),
                all: formatCount(stats.deliveredOnTime + stats.deliveredLate),
              })
        }
      />
    </dl>
  );
}
