import {
  acknowledgedSchema,
  errorResponseSchema,
  isAdminQuerySchema,
  isAdminResponseSchema,
  meResponseSchema,
  sessionUserResponseSchema,
  setRolesBodySchema,
  updateMeBodySchema,
  userIdParamsSchema,
  userListQuerySchema,
  userPageSchema,
} from '@bulkbazar/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { AccountService } from '../auth/account.service.js';
import { addUserBody, changePasswordBody } from '../../kernel/password-policy.js';
import type { UsersService } from './users.service.js';

type Options = { service: UsersService; account: AccountService };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const usersRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, account }) => {
  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await service.me(await requireViewer(request)) }),
  );
  // The same user as /api/me, but a visitor who is signed out (or whose session ended) gets 200 with null: the
  // web asks this on every page, where a 401 would be logged as an error by the browser each time.
  app.get(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null when signed out (never 401)',
        response: { 200: sessionUserResponseSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return { user: viewer ? await service.me(viewer) : null };
    },
  );

  app.patch(
    '/me',
    {
      config: { access: 'user', changesSessions: true },
      schema: {
        tags: ['users'],
        summary:
          'Change your name, photo or (as a seller) the minimum order amount (৳) of your part of a checkout',
        body: updateMeBodySchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await service.updateMe(await requireViewer(request), request.body) }),
  );

  app.post(
    '/me/password',
    {
      config: { access: 'user', credentialLimit: 'password-change', changesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'Change your password; your other sessions end, this one stays signed in',
        body: changePasswordBody,
        response: { 200: acknowledgedSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await account.changePassword(fromNodeHeaders(request.headers), request.body);
      return { acknowledged: true as const, message: 'Password changed' };
    },
  );

  app.get(
    '/isadmin',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Whether the caller (or, for an admin, anyone) is an admin',
        querystring: isAdminQuerySchema,
        response: { 200: isAdminResponseSchema, ...errors },
      },
    },
    async (request) => ({
      isAdmin: await service.isAdmin(await requireViewer(request), request.query.email),
    }),
  );

  app.post(
    '/adduser',
    {
      config: { access: 'public', credentialLimit: 'sign-up' },
      schema: {
        tags: ['users'],
        summary: "SEED.md's registration call (role is always user)",
        body: addUserBody,
        response: { 200: acknowledgedSchema, ...errors, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password, profile } = request.body;
      const response = await account.register({ name, email, password, image: profile });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const token = response.headers.get('set-auth-token');
      if (token) reply.header('set-auth-token', token);
      return { acknowledged: true as const, message: 'Account created' };
    },
  );

  app.get(
    '/users',
    {
      config: { access: 'staff:users.read' },
      schema: {
        tags: ['users'],
        summary: 'All users (admin)',
        querystring: userListQuerySchema,
        response: { 200: userPageSchema, ...errors },
      },
    },
    (request) => service.list(request.query),
  );

  const userReply = { 200: meResponseSchema, ...errors };
  app.post(
    '/admin/users/:id/role',
    {
      config: { access: 'admin', changesSessions: true },
      schema: {
        tags: ['users'],
        summary: "Set a user's staff roles (admin; [] for a plain user, or the older { role })",
        params: userIdParamsSchema,
        body: setRolesBodySchema,
        response: userReply,
      },
    },
    async (request) => ({
      user: await service.setRoles(await requireViewer(request), request.params.id, request.body),
    }),
  );
  app.post(
    '/admin/users/:id/block',
    {
      config: { access: 'admin', changesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'Block a user and end their sessions (admin)',
        params: userIdParamsSchema,
        response: userReply,
      },
    },
    async (request) => ({
      user: await service.setBlocked(await requireViewer(request), request.params.id, true),
    }),
  );
  app.post(
    '/admin/users/:id/unblock',
    {
      config: { access: 'admin', changesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'Unblock a user (admin)',
        params: userIdParamsSchema,
        response: userReply,
      },
    },
    async (request) => ({
      user: await service.setBlocked(await requireViewer(request), request.params.id, false),
    }),
  );
};
