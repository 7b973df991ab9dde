import { dashboardStatsSchema, errorResponseSchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsService } from './stats.service.js';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.get(
    '/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary:
          'Dashboard figures: revenue, units, orders, conversion, average order, last 30 days, recent orders, top products',
        response: { 200: dashboardStatsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    () => stats.dashboard(),
  );
};
