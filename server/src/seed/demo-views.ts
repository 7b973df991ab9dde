const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DAYS = 30;

/** The Dhaka calendar day (UTC+6) of an instant, as YYYY-MM-DD (product_views.day). */
const dhakaDay = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(0, 10);

type Listed = { id: string; createdAt: Date };
type Placed = { productId: string; placedAt: Date };
export type DemoViews = { productId: string; day: string; views: number };

/**
 * Product views for the demo dashboard's 30 days that fit the demo orders: each listing is viewed by 1–3
 * people a day from the day it was listed (or first ordered), and on a day it was ordered by at least its
 * buyers and two more who did not buy. Some 650 views for a dozen orders: about 1.5 % converting.
 */
export function demoViews(listed: Listed[], placed: Placed[], now: Date): DemoViews[] {
  const days = Array.from({ length: DAYS }, (_, i) => dhakaDay(now.getTime() - (DAYS - 1 - i) * DAY));
  const orders = new Map<string, number>();
  for (const o of placed) {
    const key = `${o.productId} ${dhakaDay(o.placedAt.getTime())}`;
    orders.set(key, (orders.get(key) ?? 0) + 1);
  }
  const firstOrder = (id: string) =>
    Math.min(...placed.filter((o) => o.productId === id).map((o) => o.placedAt.getTime()));
  return listed.flatMap((p, n) => {
    const since = dhakaDay(Math.min(p.createdAt.getTime(), firstOrder(p.id)));
    return days
      .filter((day) => day >= since)
      .map((day, d) => {
        const ordered = orders.get(`${p.id} ${day}`) ?? 0;
        const views = 1 + ((n * 7 + d * 3) % 3);
        return { productId: p.id, day, views: ordered > 0 ? Math.max(views, ordered + 2) : views };
      });
  });
}
