import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import type { Auth } from '../modules/auth/auth.js';
import { AppError } from '../kernel/app-error.js';
import { appendRouteHook } from './route-hooks.js';

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
  interface FastifyRequest {
    /** The signed-in user (cookie session or bearer token), or null; looked up once per request. */
    viewer(): Promise<Viewer | null>;
  }
}

const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

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

export function registerAccess(app: FastifyInstance, auth: Auth): void {
  const rules: RouteRule[] = [];
  app.decorate('routeRules', rules);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    checkRouteRule(route.method, route.url, access);
    rules.push({ method: [route.method].flat().join(','), url: route.url, access });
    // Public routes need no sign-in check at all; the others get it as their first own hook.
    if (access !== undefined && access !== 'public') appendRouteHook(route, 'onRequest', requireAccess);
  });

  app.decorateRequest('viewer', function (this: FastifyRequest) {
    let pending = viewerCache.get(this);
    if (!pending) {
      pending = auth.api.getSession({ headers: fromNodeHeaders(this.headers) }).then((s) => {
        if (!s || s.user.banned) return null;
        const role: Role = s.user.role === 'admin' ? 'admin' : 'user';
        return { id: s.user.id, email: s.user.email, name: s.user.name, image: s.user.image ?? null, role };
      });
      viewerCache.set(this, pending);
    }
    return pending;
  });

  const requireAccess = async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access ?? 'public';
    if (access === 'public') return;
    const viewer = await request.viewer();
    if (!viewer) throw new AppError('UNAUTHORIZED', 'Please sign in first');
    if (access === 'admin' && viewer.role !== 'admin') throw new AppError('FORBIDDEN', 'Admins only');
  };
}

/** The signed-in viewer of a route whose access rule already guarantees one. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Please sign in first');
  return viewer;
}
