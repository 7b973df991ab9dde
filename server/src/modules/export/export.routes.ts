import { errorResponseSchema, orderListQuerySchema, paymentLedgerQuerySchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { requireViewer } from '../../http/access.js';
import { fileResponse } from '../../http/file-response.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { ExportService } from './export.service.js';

const csvSchema = {
  tags: ['dashboard'],
  response: {
    200: fileResponse('text/csv', 'A CSV download (UTF-8, a header row, named after the list and the day)'),
    401: errorResponseSchema,
    403: errorResponseSchema,
  },
};

export const exportRoutes: FastifyPluginAsyncZod<{
  exports: ExportService;
  /** Records the export in the audit trail before the file is sent. */
  exported?: (viewer: Viewer, list: string, filters: object) => Promise<void>;
}> = async (app, { exports, exported }) => {
  app.addHook('preHandler', async (request) => {
    const list = /\/admin\/export\/([a-z]+)\.csv$/.exec(request.routeOptions.url ?? '')?.[1];
    if (list && exported) await exported(await requireViewer(request), list, request.query ?? {});
  });
  const send = (reply: FastifyReply, name: string, stream: Readable): void => {
    reply.type('text/csv; charset=utf-8');
    reply.header(
      'content-disposition',
      `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    reply.header('cache-control', 'no-store');
    void reply.send(stream);
  };
  const admin = { access: 'staff:exports' as const };

  app.get(
    '/admin/export/orders.csv',
    {
      config: admin,
      schema: {
        ...csvSchema,
        summary: 'Orders as CSV, one row per order line (same filter as the orders list)',
        querystring: orderListQuerySchema.pick({ status: true, q: true }),
      },
    },
    (request, reply) => send(reply, 'orders', exports.orders(request.query)),
  );

  app.get(
    '/admin/export/products.csv',
    { config: admin, schema: { ...csvSchema, summary: 'All products as CSV' } },
    (_request, reply) => send(reply, 'products', exports.products()),
  );

  app.get(
    '/admin/export/users.csv',
    { config: admin, schema: { ...csvSchema, summary: 'All users as CSV' } },
    (_request, reply) => send(reply, 'users', exports.users()),
  );

  app.get(
    '/admin/export/payments.csv',
    {
      config: admin,
      schema: {
        ...csvSchema,
        summary: 'The payment ledger as CSV (same filters as the Payments page)',
        querystring: paymentLedgerQuerySchema,
      },
    },
    (request, reply) => send(reply, 'payments', exports.payments(request.query)),
  );

  app.get(
    '/admin/export/subscribers.csv',
    { config: admin, schema: { ...csvSchema, summary: 'Newsletter subscribers as CSV' } },
    (_request, reply) => send(reply, 'subscribers', exports.subscribers()),
  );
};
