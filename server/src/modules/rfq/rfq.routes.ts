import {
  acceptQuoteInputSchema,
  acceptQuoteResponseSchema,
  errorResponseSchema,
  messageInputSchema,
  messagePageSchema,
  messageQuerySchema,
  messageResponseSchema,
  quoteIdParamsSchema,
  quoteInputSchema,
  quoteResponseSchema,
  rfqDetailSchema,
  rfqIdParamsSchema,
  rfqInputSchema,
  rfqListQuerySchema,
  rfqPageSchema,
  rfqResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { MessagesService } from './messages.service.js';
import type { QuotesService } from './quotes.service.js';
import type { RfqService } from './rfq.service.js';

export const rfqRouteErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const errors = rfqRouteErrors;
const tags = ['trade'];

type Services = { rfqs: RfqService; quotes: QuotesService; messages: MessagesService };

// Requests for quotation, quotes and threads (docs/decisions/0018-rfq.md). Who sees what is the services'
// decision: a request is its buyer's, its answering sellers' (quotes: each their own) and admins'.
export const rfqRoutes: FastifyPluginAsyncZod<Services> = async (app, { rfqs, quotes, messages }) => {
  app.post(
    '/rfqs',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Ask for quotes: on a product (productId) or in a category (category + title)',
        body: rfqInputSchema,
        response: { 200: rfqResponseSchema, ...errors },
      },
    },
    async (request) => rfqs.create(await requireViewer(request), request.body),
  );

  app.get(
    '/rfqs',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your requests for quotation, newest first',
        querystring: rfqListQuerySchema,
        response: { 200: rfqPageSchema, ...errors },
      },
    },
    async (request) => rfqs.mine(await requireViewer(request), request.query),
  );

  app.get(
    '/seller/rfqs',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Quote requests you may answer (on your products, or in categories you sell in), newest first',
        querystring: rfqListQuerySchema,
        response: { 200: rfqPageSchema, ...errors },
      },
    },
    async (request) => rfqs.forSeller(await requireViewer(request), request.query),
  );

  app.get(
    '/rfqs/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'A request with the quotes you may see (the buyer: all; a seller: their own) and your threads',
        params: rfqIdParamsSchema,
        response: { 200: rfqDetailSchema, ...errors },
      },
    },
    async (request) => rfqs.detail(await requireViewer(request), request.params.id),
  );

  app.post(
    '/rfqs/:id/quotes',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Quote on a request (one per seller: a second quote revises the first); at most 10 a request',
        params: rfqIdParamsSchema,
        body: quoteInputSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => quotes.submit(await requireViewer(request), request.params.id, request.body),
  );

  app.post(
    '/quotes/:id/accept',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          "Accept a quote (its request's buyer): one order at the quoted price; a repeat answers the same order",
        params: quoteIdParamsSchema,
        body: acceptQuoteInputSchema,
        response: { 200: acceptQuoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { replayed, ...placed } = await quotes.accept(
        await requireViewer(request),
        request.params.id,
        request.body,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return placed;
    },
  );

  app.get(
    '/rfqs/:id/messages',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "A request's private thread, newest first (a seller's own; the buyer names the seller)",
        params: rfqIdParamsSchema,
        querystring: messageQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) => messages.list(await requireViewer(request), request.params.id, request.query),
  );

  app.post(
    '/rfqs/:id/messages',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Write in a thread (1–2,000 characters); the other party is notified',
        params: rfqIdParamsSchema,
        body: messageInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => messages.post(await requireViewer(request), request.params.id, request.body),
  );
};
