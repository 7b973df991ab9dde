import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '@bulkbazar/contract';
import type { ResolveViewer } from '../../kernel/viewer.js';
import type { Auth } from './auth.js';

/** The viewer from the auth library's session; a banned (blocked) user counts as signed out. */
export function createViewerResolver(auth: Auth): ResolveViewer {
  return async (headers) => {
    const session = await auth.api.getSession({
      headers: fromNodeHeaders(headers as IncomingHttpHeaders),
    });
    if (!session || session.user.banned) return null;
    const { id, email, name, image } = session.user;
    const role: Role = session.user.role === 'admin' ? 'admin' : 'user';
    return { id, email, name, image: image ?? null, role };
  };
}
