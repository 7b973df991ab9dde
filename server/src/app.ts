import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createAuth, type Auth, type PasswordHashing } from './modules/auth/auth.js';
import { resolveAuthSecret } from './modules/auth/auth-secret.js';
import { createAuthRepo } from './modules/auth/auth.repo.js';
import { trustedOrigins } from './modules/auth/trusted-origins.js';
import { SessionCache } from './modules/auth/session-cache.js';
import { watchSessionChanges } from './modules/auth/session-changes.js';
import { createStaffRolesLoader } from './modules/auth/staff-roles.repo.js';
import { createViewerResolver } from './modules/auth/viewer-resolver.js';
import { registerModules } from './composition.js';
import { registerAccess } from './http/access.js';
import { registerBodyDepthLimit } from './http/body-depth.js';
import { registerCsrfCheck } from './http/csrf.js';
import { inLanguage, registerErrorHandling, toErrorResponse } from './http/errors.js';
import { registerMetrics } from './http/metrics.js';
import { REQUEST_ID_HEADER, requestIdOptions } from './http/request-id.js';
import { outboxBacklog } from './db/outbox-backlog.js';
import { registerNoNulBytes } from './http/no-nul-bytes.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRateLimit } from './http/rate-limit.js';
import { registerRequestLang } from './http/request-lang.js';
import { registerRequestStart } from './http/request-start.js';
import {
  needsStandInSecrets,
  standInSecrets,
  withStandInSecrets,
  type StandInSecrets,
} from './stand-in-secrets.js';

// The built web app sits in web/dist of the repository, two levels above both src/ and dist/.
const defaultWebDist = resolve(fileURLToPath(new URL('../../web/dist', import.meta.url)));

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth library instance (main.ts uses it to create the first administrator). */
    auth: Auth;
    /** The stand-ins' secrets for this database (PAYMENTS_FAKE, COURIERS_FAKE), or null (tests read them). */
    standInSecrets: StandInSecrets | null;
    /** Set by main.ts on SIGTERM: /readyz answers 503 and answers close their connections while it drains. */
    draining: boolean;
  }
}

/**
 * `logStream` lets tests capture the log lines (e.g. to prove no password is ever logged). `passwordHashing`
 * is for tests only (server/test/build-test-app.ts): the production scrypt costs a third of a second of CPU a
 * password on a small machine, paid thousands of times a suite run; main.ts never passes it.
 */
export type AppDeps = {
  database: Database;
  logStream?: NodeJS.WritableStream;
  passwordHashing?: PasswordHashing;
};

/** Builds the whole app without listening; main.ts listens, tests use app.inject(). */
export async function buildApp(
  configured: Config,
  { database, logStream, passwordHashing }: AppDeps,
): Promise<FastifyInstance> {
  // The stand-ins' secrets are made once per database, kept beside the generated auth secret.
  const secrets = needsStandInSecrets(configured)
    ? standInSecrets(await createAuthRepo(database.db).storedSecret('stand-in-secret'))
    : null;
  const config = secrets ? withStandInSecrets(configured, secrets) : configured;
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : { level: config.logLevel },
    // Bounds for what any client may send; uploads get their own limit.
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 30_000,
    // Longer than any client or proxy keeps an idle connection before reusing it: a client that sends on a
    // connection just as the server closes it gets "socket hang up" (Node's own agent ignores the Keep-Alive
    // hint; a browser test client hit this in CI). 72 s is past the usual 60 s of load balancers.
    keepAliveTimeout: 72_000,
    routerOptions: { maxParamLength: 200 },
    trustProxy: config.trustProxy,
    ...requestIdOptions(),
    // Errors raised before routing (a malformed or over-long URL) get the shared error shape too.
    frameworkErrors: (error, request, reply) => {
      const { status, body } = toErrorResponse(error);
      // Before any hook ran: the id's header is set here too.
      void (reply as unknown as FastifyReply)
        .status(status)
        .header(REQUEST_ID_HEADER, request.id)
        .send({ ...inLanguage(body, request.lang), requestId: request.id });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLang(app);
  registerErrorHandling(app);
  registerBodyDepthLimit(app);
  registerNoNulBytes(app);
  registerRequestStart(app, { draining: () => app.draining });
  await registerOpenApi(app, { brandName: config.brandName, baseUrl: config.baseUrl });

  const auth = createAuth(
    database.db,
    config,
    await resolveAuthSecret(createAuthRepo(database.db), config.authSecret),
    app.log,
    passwordHashing,
  );
  app.decorate('auth', auth);
  app.decorate('standInSecrets', secrets);
  // While draining, each answer closes its keep-alive connection (request-start.ts).
  app.decorate('draining', false);
  registerCsrfCheck(app, trustedOrigins(config));
  const sessions = new SessionCache(config.sessionCacheSeconds * 1000);
  app.decorate('sessionCache', sessions);
  if (config.sessionCacheSeconds > 0) await watchSessionChanges(app, database, sessions);
  registerAccess(app, createViewerResolver(auth, sessions, createStaffRolesLoader(database.db)));
  await registerRateLimit(app, {
    writeMax: config.writeRateLimitMax,
    authMax: config.authRateLimitMax,
    redisUrl: config.redisUrl,
  });

  registerMetrics(app, config.metricsToken, {
    outbox: () => outboxBacklog(database.db),
    pool: () => database.poolStats?.(),
  });

  await registerModules(app, { config, database, auth, webDistDir: config.webDistDir ?? defaultWebDist });
  return app;
}
