import multipart from '@fastify/multipart';
import {
  errorResponseSchema,
  importHistorySchema,
  importJobParamsSchema,
  importJobSchema,
  importQuerySchema,
  importSubmittedSchema,
} from '@bulkbazar/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import { fileResponse } from '../../http/file-response.js';

import type { ImportJobs } from './import-jobs.service.js';
import { listingsCsv, listingsXlsx } from './listing-export.js';
import { IMPORT_MULTIPART_LIMITS, MAX_IMPORT_REQUEST_BYTES, readImportFile } from './read-import-file.js';
import { readSheet } from './sheet-read.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const filename = (ext: string) =>
  `attachment; filename="my-products-${new Date().toISOString().slice(0, 10)}.${ext}"`;

// Sellers' bulk export and import of their listings (issue 30 items 5 and 6); the seller is always the caller.
/** The uploads module's drain for a refused body (so the client reads the answer), handed in by composition. */
type DiscardRestOfBody = (request: FastifyRequest, reply: FastifyReply, max: number) => void;

export const listingImportRoutes: FastifyPluginAsyncZod<{
  imports: ImportJobs;
  discardRestOfBody: DiscardRestOfBody;
}> = async (app, { imports, discardRestOfBody }) => {
  // Scoped to this plugin, as the uploads plugin does: only the import route takes multipart bodies here.
  await app.register(multipart, { limits: IMPORT_MULTIPART_LIMITS });

  app.get(
    '/myproducts/export.csv',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary: 'Your listings as CSV, one row per variant grouped by handle (the import format)',
        response: { 200: fileResponse('text/csv', 'A CSV download (UTF-8 with a BOM)'), ...errors },
      },
    },
    async (request, reply) => {
      const body = listingsCsv(await imports.sellerListings(await requireViewer(request)));
      reply.type('text/csv; charset=utf-8').header('content-disposition', filename('csv'));
      return reply.header('cache-control', 'no-store').send(body as never);
    },
  );

  app.get(
    '/myproducts/export.xlsx',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary: 'Your listings as an XLSX workbook, one row per variant grouped by handle',
        response: { 200: fileResponse(XLSX_TYPE, 'An XLSX download'), ...errors },
      },
    },
    async (request, reply) => {
      const body = await listingsXlsx(await imports.sellerListings(await requireViewer(request)));
      reply.type(XLSX_TYPE).header('content-disposition', filename('xlsx'));
      return reply.header('cache-control', 'no-store').send(body as never);
    },
  );

  app.post(
    '/myproducts/import',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary:
          'Import listings from a CSV or XLSX file (multipart field "file"); ?dryRun=true validates only. Answers a job id',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: {
          202: importSubmittedSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      let file: { name: string; bytes: Buffer };
      try {
        file = await readImportFile(request);
      } catch (err) {
        discardRestOfBody(request, reply, 2 * MAX_IMPORT_REQUEST_BYTES);
        throw err;
      }
      const sheet = await readSheet(file.name, file.bytes);
      const jobId = await imports.submit(viewer, file.name, sheet, request.query.dryRun);
      return reply.code(202).send({ jobId });
    },
  );

  app.get(
    '/myproducts/imports',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary: 'Your last 10 imports, newest first (each opens with GET /api/myproducts/import/:jobId)',
        response: { 200: importHistorySchema, ...errors },
      },
    },
    async (request) => imports.history(await requireViewer(request)),
  );

  app.get(
    '/myproducts/import/:jobId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary: "An import's progress and its row report (errors by column in English and Bengali)",
        params: importJobParamsSchema,
        response: { 200: importJobSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => imports.status(await requireViewer(request), request.params.jobId),
  );

  app.post(
    '/myproducts/import/:jobId/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        summary: 'Import a validated dry run (its rows without errors)',
        params: importJobParamsSchema,
        response: {
          202: importSubmittedSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await imports.confirm(await requireViewer(request), request.params.jobId)),
  );
};
