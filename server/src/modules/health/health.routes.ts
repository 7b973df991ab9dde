import { errorResponseSchema, healthSchema, readySchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../kernel/app-error.js';

// /healthz: the process is alive. /readyz: it can serve, i.e. the database answers.
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
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
        summary: 'Readiness: the database answers, so the shop can serve (503 while it does not)',
        response: { 200: readySchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
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
