import {
  errorResponseSchema,
  synonymGroupBodySchema,
  synonymGroupResponseSchema,
  synonymIdParamsSchema,
  synonymListQuerySchema,
  synonymPageSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import type { SynonymsAdmin } from './synonyms-admin.repo.js';

// The synonym editor's API (issue 34): catalog staff (the listings permission: moderators and administrators)
// keep the search synonyms; every change is on the audit trail (synonyms-admin.service.ts).

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['search'];

export const synonymsAdminRoutes: FastifyPluginAsyncZod<{ synonymsAdmin: SynonymsAdmin }> = async (
  app,
  { synonymsAdmin },
) => {
  app.get(
    '/admin/search/synonyms',
    {
      config: { access: 'staff:listings' },
      schema: {
        tags,
        summary: 'The search synonym groups, those with a word containing q, newest first, by pages',
        querystring: synonymListQuerySchema,
        response: { 200: synonymPageSchema, ...errors },
      },
    },
    (request) => synonymsAdmin.list(request.query),
  );

  app.post(
    '/admin/search/synonyms',
    {
      config: { access: 'staff:listings' },
      schema: {
        tags,
        summary: 'Add a synonym group: its words are searched as one another from the next search on',
        body: synonymGroupBodySchema,
        response: { 201: synonymGroupResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ group: await synonymsAdmin.create(await requireViewer(request), request.body) }),
  );

  app.put(
    '/admin/search/synonyms/:id',
    {
      config: { access: 'staff:listings' },
      schema: {
        tags,
        summary: "Replace a synonym group's words",
        params: synonymIdParamsSchema,
        body: synonymGroupBodySchema,
        response: { 200: synonymGroupResponseSchema, ...errors },
      },
    },
    async (request) => ({
      group: await synonymsAdmin.update(await requireViewer(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/search/synonyms/:id',
    {
      config: { access: 'staff:listings' },
      schema: {
        tags,
        summary: 'Delete a synonym group',
        params: synonymIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await synonymsAdmin.remove(await requireViewer(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
