import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../kernel/app-error.js';
import { redisWithLocalFallback } from './rate-limit-store.js';
import { appendRouteHook } from './route-hooks.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WINDOW_MS = 60_000;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The routes that take a password get tight limits of their own instead of the write limit. Each name is
 * one set of counters, shared by every route that declares it (`config: { credentialLimit }`):
 * - sign-in: AUTH_RATE_LIMIT_MAX a minute per address and email tried (guessing one account's password),
 *   and twice that per address whatever the email (trying one password on many accounts: spraying);
 * - sign-up: AUTH_RATE_LIMIT_MAX a minute per address, for every way to register (the auth library's
 *   sign-up and SEED.md's /api/adduser);
 * - password-change: AUTH_RATE_LIMIT_MAX a minute per account (guessing the current password);
 * - password-reset: AUTH_RATE_LIMIT_MAX a minute per address, and per e-mail address asked for (no one's
 *   inbox gets flooded with reset links), for asking and for using a link (guessing tokens).
 */
export type CredentialLimit = 'sign-in' | 'sign-up' | 'password-change' | 'password-reset';
/** Sign-in attempts a minute from one address, across emails, as a multiple of AUTH_RATE_LIMIT_MAX. */
export const SIGN_IN_PER_ADDRESS_FACTOR = 2;

declare module 'fastify' {
  interface FastifyContextConfig {
    credentialLimit?: CredentialLimit;
  }
}

type Options = { writeMax: number; authMax: number; redisUrl: string | undefined };

/**
 * Rate limits: the credential limits above, and `writeMax` a minute per caller on every other write route.
 * With REDIS_URL the counts live in Redis, so several app processes share them; otherwise each process
 * counts its own.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { writeMax, authMax, redisUrl }: Options,
): Promise<void> {
  // Runs for routes registered from here on, before the limiter reads their config.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (
      methods.some((m) => UNSAFE.has(m)) &&
      route.url.startsWith('/api') &&
      route.config?.rateLimit === undefined &&
      route.config?.credentialLimit === undefined
    ) {
      route.config = {
        ...route.config,
        rateLimit: { max: writeMax, timeWindow: WINDOW_MS, keyGenerator: callerKey },
      };
    }
  });
  // ioredis is imported only for a shop with REDIS_URL (decision 0030).
  const redis = redisUrl
    ? new (await import('ioredis')).Redis(redisUrl, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => void redis.quit().catch(() => {}));
    // Start counting in Redis from the first request: wait (briefly) for the connection.
    await new Promise<void>((resolve) => {
      if (redis.status === 'ready') return resolve();
      const timer = setTimeout(resolve, 5_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  let fallbackWarned = 0;
  await app.register(rateLimit, {
    global: false,
    // preHandler, so keys can use the parsed body (the email being tried) and the signed-in user.
    hook: 'preHandler',
    // Redis when it answers, this process's own counts while it does not (rate-limit-store.ts).
    ...(redis && {
      store: redisWithLocalFallback(redis, 'bulkbazar-rl-', (err) => {
        // Once a minute, not once per request, while Redis stays away.
        if (Date.now() - fallbackWarned < 60_000) return;
        fallbackWarned = Date.now();
        app.log.warn({ err: err.message }, 'rate limits counted in this process: Redis unavailable');
      }) as unknown as FastifyRateLimitStoreCtor,
    }),
    // Should the store itself fail, let requests through rather than answer 500.
    skipOnError: true,
    errorResponseBuilder: (_req, context) => tooManyAttempts(context.ttl),
  });

  /** One set of counters (in Redis when configured) that any number of routes can check. */
  const counter = (name: string, max: number, key: (request: FastifyRequest) => Promise<string> | string) => {
    const check = app.createRateLimit({
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: async (request) => `${name}|${await key(request)}`,
    });
    const hook: preHandlerAsyncHookHandler = async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyAttempts(result.ttl);
    };
    return hook;
  };
  const credentialChecks: Record<CredentialLimit, preHandlerAsyncHookHandler[]> = {
    'sign-in': [
      counter('sign-in', authMax, (request) => `${request.ip}|${bodyEmail(request)}`),
      counter('sign-in-address', SIGN_IN_PER_ADDRESS_FACTOR * authMax, (request) => request.ip),
    ],
    'sign-up': [counter('sign-up', authMax, (request) => request.ip)],
    'password-reset': [
      counter('password-reset', authMax, (request) => request.ip),
      counter('password-reset-email', authMax, (request) => bodyEmail(request) || request.ip),
    ],
    'password-change': [
      counter('password-change', authMax, async (request) => {
        const viewer = await request.viewer();
        return viewer ? `user:${viewer.id}` : `ip:${request.ip}`;
      }),
    ],
  };
  app.addHook('onRoute', (route) => {
    const credential = route.config?.credentialLimit;
    if (credential)
      for (const check of credentialChecks[credential]) appendRouteHook(route, 'preHandler', check);
  });
}

function tooManyAttempts(ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
  return new AppError('RATE_LIMITED', `Too many attempts. Please wait ${wait} and try again.`);
}

/**
 * Signed-in callers are counted by who they are (the user the session resolves to), so no header they add
 * or vary gives them a fresh count; everyone else — including a request whose credential resolves to no
 * one — by address.
 */
async function callerKey(request: FastifyRequest): Promise<string> {
  const credential =
    request.headers.authorization !== undefined || SESSION_COOKIE.test(request.headers.cookie ?? '');
  const viewer = credential ? await request.viewer() : null;
  return viewer ? `write|user:${viewer.id}` : `write|ip:${request.ip}`;
}

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};
