import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role, StaffRole } from '@bulkbazar/contract';
import type { RequestHeaders, ResolveViewer, Viewer } from '../../kernel/viewer.js';
import type { Auth } from './auth.js';
import { SessionCache } from './session-cache.js';

/** The credential a request presents: its bearer token and its session cookie, as sent (either may be absent). */
export function presentedCredential(headers: RequestHeaders, cookieName: string): string | undefined {
  const authorization = [headers.authorization].flat()[0];
  const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  const cookieHeader = [headers.cookie].flat().join('; ');
  let cookie = '';
  if (cookieHeader.includes(cookieName)) {
    for (const part of cookieHeader.split(';')) {
      const eq = part.indexOf('=');
      if (eq !== -1 && part.slice(0, eq).trim() === cookieName) cookie = part.slice(eq + 1).trim();
    }
  }
  return bearer || cookie ? `${bearer}\n${cookie}` : undefined;
}

/**
 * The viewer from the auth library's session; a banned (blocked) user counts as signed out. A request with
 * neither a bearer token nor the session cookie is signed out without asking the library; a credential the
 * library accepted is remembered in `cache` (see session-cache.ts for how it is kept honest).
 */
/** A user's staff roles, read from the users table (the auth library's session does not carry them). */
export type LoadStaffRoles = (userId: string) => Promise<StaffRole[]>;

export function createViewerResolver(
  auth: Auth,
  cache?: SessionCache,
  loadStaffRoles?: LoadStaffRoles,
): ResolveViewer {
  const cookieName = auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);
  return async (headers) => {
    const credential = presentedCredential(headers, await cookieName);
    if (credential === undefined) return null;
    const key = cache?.enabled ? SessionCache.key(credential) : undefined;
    if (key) {
      const known = cache!.get(key);
      if (known) return known;
    }
    const mark = cache?.mark() ?? 0;
    const session = await auth.api.getSession({
      headers: fromNodeHeaders(headers as IncomingHttpHeaders),
    });
    if (!session || session.user.banned) return null;
    const { id, email, name, image } = session.user;
    // One read of the user's roles per resolved session (then cached with it); a role change NOTIFYs (0028).
    const roles = loadStaffRoles
      ? await loadStaffRoles(id)
      : session.user.role === 'admin'
        ? (['admin'] as StaffRole[])
        : [];
    const role: Role = roles.includes('admin') ? 'admin' : 'user';
    const viewer: Viewer = { id, email, name, image: image ?? null, role, roles };
    if (key) cache!.set(key, viewer, new Date(session.session.expiresAt), mark);
    return viewer;
  };
}
