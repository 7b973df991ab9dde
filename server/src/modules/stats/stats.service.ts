import { poishaToTaka, type DashboardStats } from '@bulkbazar/contract';
import type { OrdersRepo } from '../orders/orders.repo.js';
import { toOrder } from '../orders/order-mapper.js';
import type { StatsRepo } from './stats.repo.js';

const DAYS = 30;
const dhakaDay = (d: Date) => new Date(d.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;

export function createStatsService(stats: StatsRepo, orders: OrdersRepo) {
  return {
    async dashboard(now = new Date()): Promise<DashboardStats> {
      // Midnight in Dhaka (UTC+6, no daylight saving) of the first of the 30 days shown.
      const since = new Date(`${dhakaDay(new Date(now.getTime() - (DAYS - 1) * 86_400_000))}T00:00:00+06:00`);
      const [totals, views, daily, top, recent] = await Promise.all([
        stats.totals(),
        stats.views(),
        stats.daily(since),
        stats.topProducts(5),
        orders.list({}, 0, 5),
      ]);
      const byDay = new Map(daily.map((d) => [d.date, d]));
      const days = Array.from({ length: DAYS }, (_, i) =>
        dhakaDay(new Date(since.getTime() + i * 86_400_000)),
      );
      return {
        totalRevenue: poishaToTaka(totals.revenuePoisha),
        unitsSold: totals.units,
        totalOrders: totals.orders,
        productViews: views,
        conversionRate: views > 0 ? round2((totals.orders / views) * 100) : 0,
        averageOrderValue: totals.orders > 0 ? round2(poishaToTaka(totals.revenuePoisha) / totals.orders) : 0,
        daily: days.map((date) => ({
          date,
          revenue: poishaToTaka(byDay.get(date)?.revenuePoisha ?? 0),
          orders: byDay.get(date)?.orders ?? 0,
        })),
        recentOrders: recent.map(toOrder),
        topProducts: top.map((t) => ({
          productId: t.productId,
          productName: t.productName,
          unitsSold: t.units,
          revenue: poishaToTaka(t.revenuePoisha),
        })),
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
