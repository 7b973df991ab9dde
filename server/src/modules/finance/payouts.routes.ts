import {
  createPayoutRunBodySchema,
  eligibleSellersQuerySchema,
  eligibleSellersSchema,
  errorResponseSchema,
  markPayoutFailedBodySchema,
  markPayoutSentBodySchema,
  mfsFileQuerySchema,
  payoutIdParamsSchema,
  payoutResponseSchema,
  payoutRunDetailSchema,
  payoutRunIdParamsSchema,
  payoutRunListQuerySchema,
  payoutRunListSchema,
} from '@bulkbazar/contract';
import type { FastifyReply } from 'fastify';
import type { RecordExport } from '../../db/audit-record.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import { fileResponse } from '../../http/file-response.js';
import type { csvStream } from '../export/csv.js';
import type { PayoutsService } from './payouts.service.js';

type Options = {
  payouts: PayoutsService;
  /** The export module's formula-safe CSV writer (handed over by composition.ts). */
  csv: typeof csvStream;
  /** The audit trail's row for each payout file taken (it holds sellers' account numbers). */
  exported: RecordExport;
};

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const settleErrors = { ...errors, 409: errorResponseSchema };
// Other headers (the session cookie) pass through untouched.
const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });
const admin = { access: 'staff:payouts' as const };
const tags = ['finance'];

/** Payout runs and their payouts (administrators only): issue 29 item 5. */
export const payoutsRoutes: FastifyPluginAsyncZod<Options> = async (app, { payouts, csv, exported }) => {
  app.get(
    '/admin/payouts/eligible',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Sellers whose available balance reaches the minimum (default PAYOUT_MINIMUM_TAKA), and why a run would skip any',
        querystring: eligibleSellersQuerySchema,
        response: { 200: eligibleSellersSchema, ...errors },
      },
    },
    (request) => payouts.eligible(request.query.minimum),
  );

  app.post(
    '/admin/payout-runs',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Create a payout run: one payout per seller (or of `sellerIds`) whose available balance reaches the minimum, with a payout method and no hold; the same Idempotency-Key answers the first run',
        headers: idempotencyHeaders,
        body: createPayoutRunBodySchema,
        response: { 200: payoutRunDetailSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await payouts.createRun(
        await requireViewer(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return result;
    },
  );

  app.get(
    '/admin/payout-runs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Payout runs, newest first, with their payouts counted by status',
        querystring: payoutRunListQuerySchema,
        response: { 200: payoutRunListSchema, ...errors },
      },
    },
    (request) => payouts.listRuns(request.query.page, request.query.limit),
  );

  app.get(
    '/admin/payout-runs/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "A payout run's payouts: sellers, amounts, methods (numbers masked), status and references",
        params: payoutRunIdParamsSchema,
        response: { 200: payoutRunDetailSchema, ...errors },
      },
    },
    (request) => payouts.runDetail(request.params.id),
  );

  const sendCsv = (reply: FastifyReply, file: Awaited<ReturnType<PayoutsService['file']>>) => {
    reply.type('text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${file.name}.csv"`);
    reply.header('cache-control', 'no-store');
    return reply.send(csv(file.columns, async (offset, limit) => file.rows.slice(offset, offset + limit)));
  };
  const csvReply = (description: string) => ({
    200: fileResponse('text/csv', description),
    ...errors,
  });

  app.get(
    '/admin/payout-runs/:id/bank.csv',
    {
      config: admin,
      schema: {
        tags,
        summary: "The run's pending bank payouts as a BEFTN bulk-credit file",
        params: payoutRunIdParamsSchema,
        response: csvReply(
          'Beneficiary name, account number, routing number, bank, amount, reference, narration, e-mail',
        ),
      },
    },
    async (request, reply) => {
      const file = await payouts.file(request.params.id, 'bank');
      await exported(await requireViewer(request), 'payout-bank', { runId: request.params.id });
      return sendCsv(reply, file);
    },
  );

  app.get(
    '/admin/payout-runs/:id/mfs.csv',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "The run's pending bKash/Nagad/Rocket payouts (or one provider's) as a bulk-disbursement file; payouts sent through bKash's API are left out",
        params: payoutRunIdParamsSchema,
        querystring: mfsFileQuerySchema,
        response: csvReply('Wallet, amount, reference, name, provider'),
      },
    },
    async (request, reply) => {
      const file = await payouts.file(request.params.id, 'mfs', request.query.provider);
      await exported(await requireViewer(request), 'payout-mfs', {
        runId: request.params.id,
        provider: request.query.provider ?? null,
      });
      return sendCsv(reply, file);
    },
  );

  app.post(
    '/admin/payouts/:id/sent',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a pending payout sent, with the bank or MFS reference (once; the seller is told)',
        params: payoutIdParamsSchema,
        body: markPayoutSentBodySchema,
        response: { 200: payoutResponseSchema, ...settleErrors },
      },
    },
    async (request) => ({
      payout: await payouts.markSent(await requireViewer(request), request.params.id, request.body.reference),
    }),
  );

  app.post(
    '/admin/payouts/:id/failed',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Mark a pending payout failed, with the reason (once): the money is back in the seller's balance",
        params: payoutIdParamsSchema,
        body: markPayoutFailedBodySchema,
        response: { 200: payoutResponseSchema, ...settleErrors },
      },
    },
    async (request) => ({
      payout: await payouts.markFailed(await requireViewer(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/admin/payouts/:id/send',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Send a pending bKash payout through bKash's B2C payout API: sent with bKash's trxID, or failed with its refusal; never sent twice",
        params: payoutIdParamsSchema,
        response: { 200: payoutResponseSchema, ...settleErrors, 503: errorResponseSchema },
      },
    },
    async (request) => ({
      payout: await payouts.sendThroughRail(await requireViewer(request), request.params.id),
    }),
  );
};
