import type { Role } from '@bulkbazar/contract';

/** Who is asking: the signed-in user a service decides for (the HTTP layer resolves it from the session). */
export type Viewer = { id: string; email: string; name: string; image: string | null; role: Role };

/** A request's headers as Node gives them (lower-case names; repeated ones as arrays). */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/**
 * Finds the signed-in viewer of a request from its headers (cookie or bearer token), or null. The access
 * plugin takes it as a parameter, so the HTTP layer never depends on the auth library.
 */
export type ResolveViewer = (headers: RequestHeaders) => Promise<Viewer | null>;
