import type { FastifyInstance } from 'fastify';

/** One method of one route the app answers under /api, as `METHOD url` (Fastify's `:param` syntax). */
export type ApiRoute = {
  key: string;
  method: string;
  url: string;
  /** `app`: registered with Fastify (app.routeRules); `auth-library`: an endpoint Better Auth defines. */
  source: 'app' | 'auth-library';
};

const NOT_OURS = /^\/api\/docs(\/|$)/; // Swagger UI's own pages and document
const AUTH_BASE = '/api/auth';

type LibraryEndpoint = { path?: string; options?: { method?: string | string[] } };

/**
 * Every /api route the app registers (HEAD is left out where Fastify mirrors a GET), plus every endpoint
 * of the auth library under /api/auth. The library's endpoints are listed whether or not the app mounts
 * them: the matrix then proves that those off the allow-list answer 404 to everyone.
 */
export function listApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes = new Map<string, ApiRoute>();
  const add = (method: string, url: string, source: ApiRoute['source']) => {
    const key = `${method} ${url}`;
    if (!routes.has(key)) routes.set(key, { key, method, url, source });
  };
  const gets = new Set(app.routeRules.filter((r) => r.method.split(',').includes('GET')).map((r) => r.url));
  for (const rule of app.routeRules) {
    if (!(rule.url === '/api' || rule.url.startsWith('/api/')) || NOT_OURS.test(rule.url)) continue;
    for (const method of rule.method.split(',')) {
      if (method === 'HEAD' && gets.has(rule.url)) continue;
      add(method, rule.url, 'app');
    }
  }
  for (const endpoint of Object.values(app.auth.api) as LibraryEndpoint[]) {
    if (typeof endpoint.path !== 'string') continue; // server-only calls have no path
    for (const method of [endpoint.options?.method ?? []].flat()) {
      if (method === '*') continue;
      add(method, AUTH_BASE + endpoint.path, 'auth-library');
    }
  }
  return [...routes.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/**
 * The route's URL with its `:params` (and a trailing `*`) filled in. A missing value is an error unless
 * `fallback` is given (for endpoints that must answer 404 whatever they are called with).
 */
export function fillUrl(url: string, params: Record<string, string>, fallback?: string): string {
  return url
    .replace(/:(\w+)/g, (_m, name: string) => {
      const value = params[name] ?? fallback;
      if (value === undefined) throw new Error(`no value for :${name} of ${url}`);
      return encodeURIComponent(value);
    })
    .replace(/\*$/, () => params['*'] ?? 'no-such-endpoint');
}
