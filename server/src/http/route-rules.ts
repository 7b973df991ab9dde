/**
 * Who may call a route, declared next to its schema (`config: { access }`):
 * - public: anyone;
 * - user: any signed-in, unblocked user;
 * - owner: a signed-in user, and the service then checks that the record is theirs (or they are an admin);
 * - admin: administrators only.
 */
export type Access = 'public' | 'user' | 'owner' | 'admin';

export type RouteRule = { method: string; url: string; access: Access | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the access plugin, with its rule (tests list them). */
    routeRules: RouteRule[];
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Paths under /api that are not ours to rule: Swagger UI's pages and document. */
const UNRULED = /^\/api\/docs(\/|$)/;

/**
 * Every /api route must say who may call it; a route without a rule stops the app from building, so a
 * forgotten rule is found at the first test run, not in production.
 */
export function checkRouteRule(method: string | string[], url: string, access: Access | undefined): void {
  if (url.startsWith('/api') && !UNRULED.test(url) && access === undefined) {
    throw new Error(`Route ${[method].flat().join(',')} ${url} declares no access rule (config.access)`);
  }
}
