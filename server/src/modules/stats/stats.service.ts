import { poishaToTaka, type DashboardStats, type Order } from '@bulkbazar/contract';
import { dhakaDay } from './dhaka-day.js';
import type { StatsRepo } from './stats.repo.js';

const DAYS = 30;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The conversion rate, in percent: of the product views (a viewer looking at a product on a Dhaka day,
 * counted once), how many became an order (a buyer ordering that product that day, counted once) — both
 * over the dashboard's 30 days. Orders can outnumber views (an API client orders without opening the page;
 * views from before they were counted per viewer), so it is capped at 100; 0 when nothing was viewed.
 */
export function conversionRate(orders: number, views: number): number {
  return views > 0 ? Math.min(100, round2((orders / views) * 100)) : 0;
}

/** The newest orders, newest first: composition hands in the orders module's list. */
export type RecentOrders = (limit: number) => Promise<Order[]>;

export function createStatsService(stats: StatsRepo, recentOrders: RecentOrders) {
  return {
    async dashboard(now = new Date()): Promise<DashboardStats> {
      // Midnight in Dhaka (UTC+6, no daylight saving) of the first of the 30 days shown.
      const since = new Date(`${dhakaDay(new Date(now.getTime() - (DAYS - 1) * 86_400_000))}T00:00:00+06:00`);
      const [totals, views, conversions, daily, top, recent, kept] = await Promise.all([
        stats.totals(),
        stats.views(dhakaDay(since)),
        stats.conversions(since),
        stats.daily(since),
        stats.topProducts(5),
        recentOrders(5),
        stats.promisesKept(),
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
        conversionOrders: conversions,
        conversionRate: conversionRate(conversions, views),
        averageOrderValue: totals.orders > 0 ? round2(poishaToTaka(totals.revenuePoisha) / totals.orders) : 0,
        deliveryCharges: poishaToTaka(totals.deliveryPoisha),
        deliveredOnTime: kept.onTime,
        deliveredLate: kept.late,
        onTimeRate:
          kept.onTime + kept.late > 0 ? round2((kept.onTime / (kept.onTime + kept.late)) * 100) : null,
        daily: days.map((date) => ({
          date,
          revenue: poishaToTaka(byDay.get(date)?.revenuePoisha ?? 0),
          orders: byDay.get(date)?.orders ?? 0,
        })),
        recentOrders: recent,
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
