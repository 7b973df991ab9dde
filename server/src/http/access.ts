import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffRolesOf, type ResolveViewer, type Viewer } from '../kernel/viewer.js';
import { AppError } from '../kernel/app-error.js';
import { appendRouteHook } from './route-hooks.js';
import { rolesAllow } from '@bulkbazar/contract';
import { checkRouteRule, staffPermissionOf, type RouteRule } from './route-rules.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (cookie session or bearer token), or null; looked up once per request. */
    viewer(): Promise<Viewer | null>;
  }
}

const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** `resolveViewer` finds the signed-in user from a request's headers (modules/auth builds it). */
export function registerAccess(app: FastifyInstance, resolveViewer: ResolveViewer): void {
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
      // A copy per request (the resolved viewer is shared through the session cache) that says where the
      // request came from, for the audit trail.
      const from = {
        ip: this.ip ?? null,
        userAgent: [this.headers['user-agent']].flat()[0]?.slice(0, 500) ?? null,
      };
      pending = resolveViewer(this.headers).then((viewer) => (viewer ? { ...viewer, from } : null));
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
    // A staff route: the viewer's roles must grant its permission (an administrator's always do).
    const permission = staffPermissionOf(access);
    if (permission && !rolesAllow(staffRolesOf(viewer), permission))
      throw new AppError('FORBIDDEN', 'Your staff roles do not allow this');
  };
}

/** The signed-in viewer of a route whose access rule already guarantees one. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Please sign in first');
  return viewer;
}
