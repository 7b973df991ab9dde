import type { Role, StaffRole } from '@bulkbazar/contract';

/** Who is asking: the signed-in user a service decides for (the HTTP layer resolves it from the session). */
export type Viewer = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  /** 'admin' exactly when `roles` holds 'admin' (the code that predates staff roles reads this). */
  role: Role;
  /**
   * Staff roles (contract staff.ts); [] for a plain user. The HTTP layer always sets them; a viewer built
   * elsewhere (the seed, a service test) without them has ['admin'] when its role is admin — read staffRolesOf.
   */
  roles?: StaffRole[];
  /** Where this request came from (set per request by the access plugin; the audit trail records it). */
  from?: { ip: string | null; userAgent: string | null };
};

/** The viewer's staff roles (see Viewer.roles). */
export const staffRolesOf = (viewer: Viewer): StaffRole[] =>
  viewer.roles ?? (viewer.role === 'admin' ? ['admin'] : []);

/** A request's headers as Node gives them (lower-case names; repeated ones as arrays). */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/**
 * Finds the signed-in viewer of a request from its headers (cookie or bearer token), or null. The access
 * plugin takes it as a parameter, so the HTTP layer never depends on the auth library.
 */
export type ResolveViewer = (headers: RequestHeaders) => Promise<Viewer | null>;
