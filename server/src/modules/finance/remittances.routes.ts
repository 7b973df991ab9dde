import {
  codReportSchema,
  courierParamsSchema,
  courierStatementsSchema,
  errorResponseSchema,
  remittanceBodySchema,
  remittanceDraftSchema,
  remittanceListQuerySchema,
  remittancePageSchema,
  remittanceResponseSchema,
  statementParamsSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { RemittancesService } from './remittances.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  503: errorResponseSchema,
};

/** Couriers' COD remittances (issue 29 item 6): administrators only. */
export const remittancesRoutes: FastifyPluginAsyncZod<{ remittances: RemittancesService }> = async (
  app,
  { remittances },
) => {
  app.post(
    '/admin/couriers/:courier/remittances',
    {
      config: { access: 'staff:remittances' },
      schema: {
        tags: ['finance'],
        summary:
          "Record a courier's COD remittance (admin): amount received, its fees, the day, its reference and the delivered COD parcels it covers (each parcel once); the cash moves from the courier's receivable to the bank",
        params: courierParamsSchema,
        body: remittanceBodySchema,
        response: { 200: remittanceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      message: 'Remittance recorded',
      remittance: await remittances.record(
        await requireViewer(request),
        request.params.courier,
        request.body,
      ),
    }),
  );

  app.get(
    '/admin/couriers/:courier/remittances',
    {
      config: { access: 'staff:remittances' },
      schema: {
        tags: ['finance'],
        summary: "A courier's remittances with their parcels, newest first (admin)",
        params: courierParamsSchema,
        querystring: remittanceListQuerySchema,
        response: { 200: remittancePageSchema, ...errors },
      },
    },
    (request) => remittances.list(request.params.courier, request.query),
  );

  app.get(
    '/admin/couriers/:courier/statements',
    {
      config: { access: 'staff:remittances' },
      schema: {
        tags: ['finance'],
        summary:
          "The courier's payment statements where it publishes them (admin; Steadfast's payments — Pathao and RedX: 404)",
        params: courierParamsSchema,
        response: { 200: courierStatementsSchema, ...errors },
      },
    },
    (request) => remittances.statements(request.params.courier),
  );

  app.get(
    '/admin/couriers/:courier/statements/:statementId',
    {
      config: { access: 'staff:remittances' },
      schema: {
        tags: ['finance'],
        summary:
          "A remittance filled from one of the courier's payment statements, to check and record (admin): its parcels matched to the shop's, its charges as fees",
        params: statementParamsSchema,
        response: { 200: remittanceDraftSchema, ...errors },
      },
    },
    (request) => remittances.draft(request.params.courier, request.params.statementId),
  );

  app.get(
    '/admin/finance/cod',
    {
      config: { access: 'staff:remittances' },
      schema: {
        tags: ['finance'],
        summary:
          'Cash on delivery per courier (admin): what each still owes in the books, its unremitted parcels, those overdue after COD_REMITTANCE_DAYS, and remittances that do not add up',
        response: { 200: codReportSchema, ...errors },
      },
    },
    () => remittances.report(),
  );
};
