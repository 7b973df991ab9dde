import {
  errorResponseSchema,
  financePageQuerySchema,
  type Lang,
  pickLang,
  sellerFinanceOrdersSchema,
  sellerFinanceQuerySchema,
  sellerFinanceSchema,
  sellerPayoutsSchema,
  sellerRunInvoiceParamsSchema,
  statementQuerySchema,
} from '@bulkbazar/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import { fileResponse } from '../../http/file-response.js';
import type { FinanceReadService } from './finance-read.service.js';
import type { InvoiceCommissionService } from './invoice-commission.service.js';
import type { StatementService } from './statement.service.js';

// A seller's own finance (issue 29 item 9): any signed-in user may sell, so every route is 'user' and answers
// only about the viewer — there is no seller id to ask about anyone else's.

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const tags = ['finance'];
const own = { access: 'user' as const };

/** The document's language: `?lang=`, else the `lang` cookie, else Accept-Language. */
export const docLang = (request: FastifyRequest): Lang =>
  (request.query as { lang?: Lang }).lang ??
  pickLang(request.headers.cookie, request.headers['accept-language']);

/** A file to download (CSV) or to show in the browser's viewer (PDF), never kept by a cache. */
export function sendFile(
  reply: FastifyReply,
  file: { fileName: string; body: unknown },
  type: string,
  lang: string,
  disposition: 'inline' | 'attachment',
) {
  return reply
    .type(type)
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('content-language', lang)
    .send(file.body);
}

export const financeReadRoutes: FastifyPluginAsyncZod<{
  finance: FinanceReadService;
  statements: StatementService;
  invoices: InvoiceCommissionService;
}> = async (app, { finance, statements, invoices }) => {
  app.get(
    '/seller/finance',
    {
      config: own,
      schema: {
        tags,
        summary:
          "The signed-in seller's balances (pending, available, paid out, in transit), next payout and a page of their ledger lines, newest first (of one Dhaka month with ?month=YYYY-MM)",
        querystring: sellerFinanceQuerySchema,
        response: { 200: sellerFinanceSchema, ...errors },
      },
    },
    async (request) => finance.overview(await requireViewer(request), request.query),
  );

  app.get(
    '/seller/finance/orders',
    {
      config: own,
      schema: {
        tags,
        summary:
          "Per order: goods, delivery, commission, VAT, delivery kept by the shop, refunds, the seller's net and whether it is pending, available or paid out (?month: orders first booked then)",
        querystring: sellerFinanceQuerySchema,
        response: { 200: sellerFinanceOrdersSchema, ...errors },
      },
    },
    async (request) => finance.orders(await requireViewer(request), request.query),
  );

  app.get(
    '/seller/finance/payouts',
    {
      config: own,
      schema: {
        tags,
        summary: "The signed-in seller's payouts with their bank or wallet references, newest first",
        querystring: financePageQuerySchema,
        response: { 200: sellerPayoutsSchema, ...errors },
      },
    },
    async (request) => finance.payouts(await requireViewer(request), request.query),
  );

  app.get(
    '/seller/finance/statement.pdf',
    {
      config: own,
      schema: {
        tags,
        summary:
          "The seller's statement of a Dhaka month as PDF: opening balance, every line with the running balance, closing balance (in the viewer's language; ?lang= overrides)",
        querystring: statementQuerySchema,
        response: { 200: fileResponse('application/pdf', 'The statement (inline)'), ...errors },
      },
    },
    async (request, reply) => {
      const lang = docLang(request);
      const file = await statements.pdf(await requireViewer(request), request.query.month, lang);
      return sendFile(reply, file, 'application/pdf', lang, 'inline');
    },
  );

  app.get(
    '/seller/finance/statement.csv',
    {
      config: own,
      schema: {
        tags,
        summary:
          "The seller's statement of a Dhaka month as CSV (UTF-8, formula-safe; headers in the viewer's language): opening row, every line, closing row",
        querystring: statementQuerySchema,
        response: { 200: fileResponse('text/csv', 'The statement (a download)'), ...errors },
      },
    },
    async (request, reply) => {
      const lang = docLang(request);
      const file = await statements.csv(await requireViewer(request), request.query.month, lang);
      return sendFile(reply, file, 'text/csv; charset=utf-8', lang, 'attachment');
    },
  );

  app.get(
    '/seller/finance/commission-invoices/:runId.pdf',
    {
      config: own,
      schema: {
        tags,
        summary:
          "The platform's commission invoice to the signed-in seller for a payout run (their payout in it), with VAT on the commission; 404 when they had no payout there",
        params: sellerRunInvoiceParamsSchema,
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
      const { fileName, pdf } = await invoices.forSeller(
        await requireViewer(request),
        request.params.runId,
        lang,
      );
      return sendFile(reply, { fileName, body: pdf }, 'application/pdf', lang, 'inline');
    },
  );
};
