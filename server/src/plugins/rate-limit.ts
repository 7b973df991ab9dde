import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Options = { writeMax: number; redisUrl: string | undefined };

/**
 * Rate limits. Sign-in, sign-up and password change have their own tight limits (`authLimit`); every other
 * write route gets `writeMax` a minute per caller. With REDIS_URL the counts live in Redis, so several app
 * processes share them; otherwise each process counts its own.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { writeMax, redisUrl }: Options,
): Promise<void> {
  // Runs for routes registered from here on, before the limiter reads their config.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (
      methods.some((m) => UNSAFE.has(m)) &&
      route.url.startsWith('/api') &&
      route.config?.rateLimit === undefined
    ) {
      route.config = {
        ...route.config,
        rateLimit: { max: writeMax, timeWindow: 60_000, keyGenerator: callerKey },
      };
    }
  });
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false })
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
  await app.register(rateLimit, {
    global: false,
    // preHandler, so the key can use the parsed body (the email being tried).
    hook: 'preHandler',
    redis,
    nameSpace: 'bulkbazar-rl-',
    // If Redis is down, let requests through rather than take the shop down with it.
    skipOnError: true,
    errorResponseBuilder: (_req, context) =>
      new AppError('RATE_LIMITED', `Too many attempts. Please wait ${context.after} and try again.`),
  });
}

/** Signed-in callers are counted by their credential (hashed), others by address. */
function callerKey(request: FastifyRequest): string {
  const credential =
    request.headers.authorization ?? /session_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const who = credential
    ? createHash('sha256').update(credential).digest('base64url').slice(0, 22)
    : request.ip;
  return `write|${who}`;
}

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** At most `max` tries a minute per client address (and, for sign-in, per email tried). */
export function authLimit(max: number, by: 'ip' | 'ip+email' = 'ip') {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) =>
      `${request.routeOptions.url}|${request.ip}${by === 'ip+email' ? `|${bodyEmail(request)}` : ''}`,
  };
}
