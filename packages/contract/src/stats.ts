import { z } from 'zod';
import { orderSchema } from './order.js';

export const dashboardStatsSchema = z.object({
  /** Taka, from orders that are not cancelled. */
  totalRevenue: z.number(),
  unitsSold: z.number().int(),
  totalOrders: z.number().int(),
  /** Product views in the last 30 days: a viewer counts once per product per Dhaka day. */
  productViews: z.number().int(),
  /** Orders in the last 30 days, not cancelled, counted once per buyer, product and Dhaka day. */
  conversionOrders: z.number().int(),
  /** conversionOrders ÷ productViews as a percentage, at most 100 (0 when nothing was viewed). */
  conversionRate: z.number(),
  averageOrderValue: z.number(),
  /** Taka: the delivery charges within totalRevenue. */
  deliveryCharges: z.number(),
  /** Delivered orders that had a promise: on or before their promised day (Dhaka), or after it. */
  deliveredOnTime: z.number().int(),
  deliveredLate: z.number().int(),
  /** deliveredOnTime ÷ (on time + late) as a percentage; null before the first such delivery. */
  onTimeRate: z.number().nullable(),
  daily: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  recentOrders: z.array(orderSchema),
  topProducts: z.array(
    z.object({
      productId: z.string().nullable(),
      productName: z.string(),
      unitsSold: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const subscriberSchema = z.object({ _id: z.string(), email: z.string(), createdAt: z.string() });
export const subscriberPageSchema = z.object({
  subscribers: z.array(subscriberSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;
