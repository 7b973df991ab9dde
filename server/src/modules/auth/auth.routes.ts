import {
  authProvidersSchema,
  errorResponseSchema,
  requestPasswordResetBodySchema,
  requestPasswordResetResponseSchema,
  resetPasswordResponseSchema,
  sessionResponseSchema,
  signInBodySchema,
  signInResponseSchema,
  signOutResponseSchema,
  signUpResponseSchema,
  socialSignInBodySchema,
  socialSignInResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GOOGLE_PROVIDER_ID, type Auth } from './auth.js';
import { forwardToAuth, type ForwardOptions } from './forward-to-auth.js';
import { resetPasswordBody, signUpBody } from '../../kernel/password-policy.js';

type Options = { auth: Auth; googleEnabled: boolean };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The auth library lives under /api/auth, and only the calls the shop uses are mounted, each declared
 * here with its method, access rule, body schema and answer (no session token in any answer). The rest
 * of the library (update-user, change-password, admin/*, list-sessions, …) answers 404: the shop's own
 * routes do those jobs with its own rules (PATCH /api/me, POST /api/me/password, /api/admin/users/…).
 */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, googleEnabled }) => {
  const forward =
    (options: ForwardOptions = {}) =>
    (request: Parameters<typeof forwardToAuth>[1], reply: Parameters<typeof forwardToAuth>[2]) =>
      forwardToAuth(auth, request, reply, options);
  // Sign-in and sign-up hand API clients their bearer token in the set-auth-token header.
  const withBearerToken = forward({ bearerTokenHeader: true });

  app.post(
    '/sign-up/email',
    {
      config: { access: 'public', credentialLimit: 'sign-up' },
      schema: {
        tags: ['auth'],
        summary: 'Register with email and password (signs in; API clients get set-auth-token)',
        body: signUpBody,
        response: { 200: signUpResponseSchema, ...errors },
      },
    },
    withBearerToken,
  );
  app.post(
    '/sign-in/email',
    {
      config: { access: 'public', credentialLimit: 'sign-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie, and the set-auth-token header carries a bearer token',
        body: signInBodySchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    withBearerToken,
  );
  app.post(
    '/request-password-reset',
    {
      config: { access: 'public', credentialLimit: 'password-reset' },
      schema: {
        tags: ['auth'],
        summary:
          'Forgot password: e-mails a single-use link (30 minutes) to the address if it has an account; the answer is the same either way',
        body: requestPasswordResetBodySchema,
        response: { 200: requestPasswordResetResponseSchema, ...errors },
      },
    },
    forward(),
  );
  app.post(
    '/reset-password',
    {
      config: { access: 'public', credentialLimit: 'password-reset', changesSessions: true },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with the e-mailed link's token; every session of the account ends",
        body: resetPasswordBody,
        response: { 200: resetPasswordResponseSchema, ...errors },
      },
    },
    forward(),
  );
  app.post(
    '/sign-out',
    {
      config: { access: 'public', changesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server',
        // The library takes no input here; whatever a client sends, only {} reaches it.
        body: z.object({}).nullish(),
        response: { 200: signOutResponseSchema, ...errors },
      },
    },
    forward(),
  );
  app.get(
    '/get-session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "The caller's session and user (null when signed out)",
        response: { 200: sessionResponseSchema },
      },
    },
    forward(),
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
  app.post(
    '/sign-in/social',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Start Google sign-in (when it is on): answers the provider's URL to send the browser to",
        body: socialSignInBodySchema,
        response: { 200: socialSignInResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    forward(),
  );
  // Where Google sends the browser back (the library's /callback/:id, for our one provider): answers with
  // a redirect, into the shop or to /login?error=….
  app.get(
    `/callback/${GOOGLE_PROVIDER_ID}`,
    { config: { access: 'public' }, schema: { hide: true } },
    forward({ query: true }),
  );
};
