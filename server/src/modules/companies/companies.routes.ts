import {
  acceptInvitationSchema,
  companyDetailSchema,
  companyIdParamsSchema,
  companyInputSchema,
  companyListSchema,
  companyMemberParamsSchema,
  companyResponseSchema,
  companySettingsSchema,
  errorResponseSchema,
  invitationInputSchema,
  invitationResponseSchema,
  memberUpdateSchema,
  ownershipTransferSchema,
} from '@bulkbazar/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { CompaniesService } from './companies.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['companies'];

// Companies (issue 31 item 1). Every company route answers 404 to a non-member (an id of another company is
// one that does not exist), 403 to a member asking for what only the owner may do.
export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (
  app,
  { companies },
) => {
  app.post(
    '/companies',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Create a company (you become its owner)',
        body: companyInputSchema,
        response: { 201: companyResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await companies.create(await requireViewer(request), request.body)),
  );

  app.get(
    '/companies/mine',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The companies you belong to, with your role',
        response: { 200: companyListSchema, ...errors },
      },
    },
    async (request) => companies.mine(await requireViewer(request)),
  );

  app.get(
    '/companies/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'A company you belong to, with its members',
        params: companyIdParamsSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) => companies.get(await requireViewer(request), request.params.id),
  );

  app.post(
    '/companies/:id/invitations',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Invite someone by e-mail (owner only)',
        params: companyIdParamsSchema,
        body: invitationInputSchema,
        response: { 201: invitationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await companies.invite(await requireViewer(request), request.params.id, request.body)),
  );

  app.post(
    '/company-invitations/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Accept an invitation sent to your e-mail',
        body: acceptInvitationSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) => companies.accept(await requireViewer(request), request.body.token),
  );

  app.put(
    '/companies/:id/settings',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Company settings (owner only): whether every order bought for it needs a PO number',
        params: companyIdParamsSchema,
        body: companySettingsSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) =>
      companies.updateSettings(await requireViewer(request), request.params.id, request.body),
  );

  app.put(
    '/companies/:id/members/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Change a member's role and order limit (owner only)",
        params: companyMemberParamsSchema,
        body: memberUpdateSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) =>
      companies.updateMember(
        await requireViewer(request),
        request.params.id,
        request.params.userId,
        request.body,
      ),
  );

  app.delete(
    '/companies/:id/members/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Leave the company (your own id) or remove a member (owner only)',
        params: companyMemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await companies.removeMember(await requireViewer(request), request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/companies/:id/owner',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Transfer ownership to a member (owner only; you become a buyer)',
        params: companyIdParamsSchema,
        body: ownershipTransferSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) =>
      companies.transferOwnership(await requireViewer(request), request.params.id, request.body.userId),
  );
};
