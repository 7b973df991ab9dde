import { errorResponseSchema, LANGS, orderIdParamsSchema, pickLang } from '@bulkbazar/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import { fileResponse } from '../../http/file-response.js';
import type { InvoicePdf, InvoicesService } from './invoices.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The PDF shown in the browser's viewer, named after the invoice, never kept by a cache. */
function sendPdf(reply: FastifyReply, { fileName, pdf }: InvoicePdf, lang: string): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('content-language', lang)
    .send(pdf);
}

export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/orders/:id/invoice.pdf',
    {
      // Signed out: 401, as the other order routes; anyone but the order's buyer, its seller and admins: 404.
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary:
          "The order's invoice as PDF (its buyer, its seller or an admin), numbered per Dhaka year on the first request; in the viewer's language (`lang` cookie, else Accept-Language; `?lang=` overrides), the total in words in English and Bengali",
        params: orderIdParamsSchema,
        querystring: z.object({ lang: z.enum(LANGS).optional() }),
        response: {
          200: fileResponse('application/pdf', 'The invoice (inline, named after its number)'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? pickLang(request.headers.cookie, request.headers['accept-language']);
      return sendPdf(reply, await invoices.pdf(await requireViewer(request), request.params.id, lang), lang);
    },
  );
};
