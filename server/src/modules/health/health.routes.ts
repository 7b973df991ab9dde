import { errorResponseSchema, healthSchema, readySchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../kernel/app-error.js';

// /healthz: the process is alive. /readyz: it can serve, i.e. the database answers and it is not shutting down
// (`draining`: after SIGTERM, main.ts turns readiness 503 first so a load balancer stops sending requests here
// before the listener closes).
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  draining: () => boolean;
}> = async (app, { ping, draining }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (it does not ask the database)',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary:
          'Readiness: the database answers, so the shop can serve (503 while it does not, and while the process drains before stopping)',
        response: { 200: readySchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      if (draining()) throw new AppError('SERVICE_UNAVAILABLE', 'This server is shutting down');
      try {
        await ping();
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering');
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );
};
