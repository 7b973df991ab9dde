import {
  errorResponseSchema,
  financeSummaryQuerySchema,
  financeSummarySchema,
  runInvoiceParamsSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecordExport } from '../../db/audit-record.js';
import { requireViewer } from '../../http/access.js';
import type { csvStream } from '../export/csv.js';
import { fileResponse } from '../../http/file-response.js';
import { docLang, sendFile } from './finance-read.routes.js';
import { summaryColumns, summaryRows } from './finance-read-summary-csv.js';
import type { FinanceSummaryService } from './finance-read-summary.service.js';
import type { InvoiceCommissionService } from './invoice-commission.service.js';

// The operator's finance reads (issue 29 items 8 and 9): the Finance overview and its CSV, and any seller's
// commission invoice for a payout run. Administrators only.

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['finance'];
// The finance role's: the overview under payments, a run's commission invoices under payouts.
const payments = { access: 'staff:payments' as const };
const payouts = { access: 'staff:payouts' as const };

export const financeReadAdminRoutes: FastifyPluginAsyncZod<{
  summaries: FinanceSummaryService;
  invoices: InvoiceCommissionService;
  csv: typeof csvStream;
  /** The audit trail's row for each overview CSV taken. */
  exported: RecordExport;
}> = async (app, { summaries, invoices, csv, exported }) => {
  app.get(
    '/admin/finance/summary',
    {
      config: payments,
      schema: {
        tags,
        summary:
          'The Finance overview over Dhaka days from–to (default: the last 30): GMV, commission and its VAT, refunds, payouts sent, by day; what sellers are owed and COD cash outstanding per courier at the end; the trial balance (0 when the books are whole)',
        querystring: financeSummaryQuerySchema,
        response: { 200: financeSummarySchema, ...errors },
      },
    },
    async (request) => summaries.summary(request.query),
  );

  app.get(
    '/admin/finance/summary.csv',
    {
      config: payments,
      schema: {
        tags,
        summary:
          'The Finance overview as CSV (UTF-8, formula-safe; headers in the viewer’s language, ?lang= overrides): a row per day, the totals, the balances',
        querystring: financeSummaryQuerySchema,
        response: { 200: fileResponse('text/csv', 'The overview (a download)'), ...errors },
      },
    },
    async (request, reply) => {
      const lang = docLang(request);
      const s = await summaries.summary(request.query);
      await exported(await requireViewer(request), 'finance-summary', { from: s.from, to: s.to });
      const rows = summaryRows(s, lang);
      const body = csv(summaryColumns(lang), async (offset, limit) => rows.slice(offset, offset + limit));
      return sendFile(
        reply,
        { fileName: `finance-${s.from}-${s.to}.csv`, body },
        'text/csv; charset=utf-8',
        lang,
        'attachment',
      );
    },
  );

  app.get(
    '/admin/payout-runs/:runId/invoices/:sellerId.pdf',
    {
      config: payouts,
      schema: {
        tags,
        summary:
          "The platform's commission invoice to a seller for a payout run, with VAT on the commission and the seller's BIN; 404 when the seller had no payout in the run",
        params: runInvoiceParamsSchema,
        querystring: z.object({ lang: z.enum(['en', 'bn']).optional() }),
        response: {
          200: fileResponse('application/pdf', 'The commission invoice (inline)'),
          ...errors,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const lang = docLang(request);
      const { fileName, pdf } = await invoices.forAdmin(request.params.runId, request.params.sellerId, lang);
      return sendFile(reply, { fileName, body: pdf }, 'application/pdf', lang, 'inline');
    },
  );
};
