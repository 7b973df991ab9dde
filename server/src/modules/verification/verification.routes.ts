import multipart from '@fastify/multipart';
import {
  errorResponseSchema,
  myVerificationsSchema,
  verificationIdParamsSchema,
  verificationResponseSchema,
} from '@bulkbazar/contract';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import {
  MAX_VERIFICATION_REQUEST_BYTES,
  VERIFICATION_MULTIPART_LIMITS,
  readDocuments,
} from './read-documents.js';
import type { VerificationService } from './verification.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['verification'];
const binary = { schema: z.string().meta({ format: 'binary' }) };

// The applicant's side of verified businesses (issue 31 item 5). The documents are never written where the
// static file routes serve from: only GET /verification/documents/:id reads them, for the people allowed.
/** Reads and drops what is left of a refused upload's body (the uploads module's, handed over by composition.ts). */
type DiscardRestOfBody = (request: FastifyRequest, reply: FastifyReply, max: number) => void;

export const verificationRoutes: FastifyPluginAsyncZod<{
  verification: VerificationService;
  discardRestOfBody: DiscardRestOfBody;
}> = async (app, { verification, discardRestOfBody }) => {
  // Scoped to this plugin, as the uploads route does: only these routes accept multipart bodies.
  await app.register(multipart, { limits: VERIFICATION_MULTIPART_LIMITS });

  app.post(
    '/verification',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Apply to be a verified business: multipart with the files "tradeLicence" and "nid" (JPEG, PNG, WebP or PDF, 5 MB each) and, for a company you own, the field "companyId"',
        consumes: ['multipart/form-data'],
        response: { 201: verificationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      let sent;
      try {
        sent = await readDocuments(request);
      } catch (err) {
        // The rest of the body may still be arriving: read and drop up to twice the cap so the client reads
        // the answer; beyond that the connection is closed.
        discardRestOfBody(request, reply, 2 * MAX_VERIFICATION_REQUEST_BYTES);
        throw err;
      }
      const created = await verification.submit(await requireViewer(request), sent);
      return reply.code(201).send({ verification: created });
    },
  );

  app.get(
    '/verification',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Your applications (yours and your companies'), newest first, and whether you are verified",
        response: { 200: myVerificationsSchema, ...errors },
      },
    },
    async (request) => verification.mine(await requireViewer(request)),
  );

  app.get(
    '/verification/documents/:id',
    {
      // Signed out: 401; anyone but the applicant, the company's owner and reviewing operators: 404.
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'One private document of an application (its applicant, or an operator who reviews)',
        params: verificationIdParamsSchema,
        response: {
          200: {
            description: 'The document: a re-encoded image or the PDF as sent',
            content: { 'image/webp': binary, 'application/pdf': binary },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const doc = await verification.document(await requireViewer(request), request.params.id);
      const extension = doc.contentType === 'application/pdf' ? 'pdf' : 'webp';
      return (
        reply
          .header('content-type', doc.contentType)
          .header('content-disposition', `inline; filename="${doc.kind}.${extension}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // The operators' queue shows a PDF in a frame of our own page, so this answer (alone among the API's) may
          // be framed by our origin and no other. No CSP `sandbox`: Chrome's PDF viewer refuses a sandboxed
          // document ("blocked by Chromium"). The PDF stays inert towards our origin: Chrome and Firefox render it
          // in their own viewers, whose scripts cannot reach the page's, and default-src 'none' lets it load and
          // send nothing.
          .header('x-frame-options', 'SAMEORIGIN')
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .send(doc.bytes as never)
      );
    },
  );
};
