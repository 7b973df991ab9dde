import { STAFF_PERMISSIONS, type StaffPermission } from '@bulkbazar/contract';

/**
 * Who may call a route, declared next to its schema (`config: { access }`):
 * - public: anyone;
 * - user: any signed-in, unblocked user;
 * - owner: a signed-in user, and the service then checks that the record is theirs (or they are an admin);
 * - admin: administrators only;
 * - staff:<permission>: staff whose roles grant the permission (contract staff.ts), administrators always.
 */
export type StaffAccess = `staff:${StaffPermission}`;
export type Access = 'public' | 'user' | 'owner' | 'admin' | StaffAccess;

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
/** The staff area: every route under it is for administrators or names a staff permission. */
const STAFF_AREA = /^\/api\/admin(\/|$)/;

/** The permission a staff rule names, or undefined for any other rule (an unknown name included). */
export function staffPermissionOf(access: string | undefined): StaffPermission | undefined {
  if (!access?.startsWith('staff:')) return undefined;
  const name = access.slice('staff:'.length);
  return (STAFF_PERMISSIONS as readonly string[]).includes(name) ? (name as StaffPermission) : undefined;
}

/** Whether a rule is a staff rule (administrators', or a staff permission's). */
export const isStaffAccess = (access: string | undefined): boolean =>
  access === 'admin' || staffPermissionOf(access) !== undefined;

/**
 * Every /api route must say who may call it; a route without a rule stops the app from building, so a
 * forgotten rule is found at the first test run, not in production. Fail closed: a staff rule naming no known
 * permission, and a route under /api/admin that is not a staff rule, stop it too.
 */
export function checkRouteRule(method: string | string[], url: string, access: Access | undefined): void {
  const route = `${[method].flat().join(',')} ${url}`;
  if (!url.startsWith('/api') || UNRULED.test(url)) return;
  if (access === undefined) throw new Error(`Route ${route} declares no access rule (config.access)`);
  const known = ['public', 'user', 'owner', 'admin'].includes(access) || staffPermissionOf(access);
  if (!known) throw new Error(`Route ${route} declares an unknown access rule: ${access}`);
  if (STAFF_AREA.test(url) && !isStaffAccess(access))
    throw new Error(
      `Route ${route} is under /api/admin but not ruled for staff (admin or staff:<permission>)`,
    );
}
