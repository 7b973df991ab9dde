import {
  authProvidersSchema,
  errorResponseSchema,
  signInBodySchema,
  signUpBodySchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authLimit } from '../../plugins/rate-limit.js';
import type { Auth } from './auth.js';
import { forwardToAuth } from './forward-to-auth.js';

type Options = { auth: Auth; rateLimitMax: number; googleEnabled: boolean };

const sessionReply = z
  .object({
    token: z.string().nullable().optional(),
    user: z
      .object({
        id: z.string(),
        email: z.string(),
        name: z.string(),
        image: z.string().nullable().optional(),
      })
      .passthrough(),
  })
  .passthrough();
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The auth library lives under /api/auth. The calls clients use most are declared here with schemas (so
 * they validate, are documented and rate limited); every other auth path (sessions, Google/OIDC redirects
 * and callbacks) goes straight to the library.
 */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { auth, rateLimitMax, googleEnabled },
) => {
  const forward = (
    request: Parameters<typeof forwardToAuth>[1],
    reply: Parameters<typeof forwardToAuth>[2],
  ) => forwardToAuth(auth, request, reply);

  app.post(
    '/sign-up/email',
    {
      config: { access: 'public', rateLimit: authLimit(rateLimitMax) },
      schema: {
        tags: ['auth'],
        summary: 'Register with email and password (signs in)',
        body: signUpBodySchema,
        response: { 200: sessionReply, ...errors },
      },
    },
    forward,
  );
  app.post(
    '/sign-in/email',
    {
      config: { access: 'public', rateLimit: authLimit(rateLimitMax, 'ip+email') },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie, and the set-auth-token header carries a bearer token',
        body: signInBodySchema,
        response: { 200: sessionReply, ...errors },
      },
    },
    forward,
  );
  app.post(
    '/sign-out',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'End the session on the server' } },
    forward,
  );
  app.get(
    '/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in methods are on',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({ google: googleEnabled }),
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: forward,
  });
};
