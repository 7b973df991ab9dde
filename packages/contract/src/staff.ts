import { z } from 'zod';

/**
 * Staff roles (issue 33, decision 0027). A staff member may hold several; an empty list is a plain user.
 * The server enforces them on every staff route (route-rules.ts); the web uses the same table to show only the
 * dashboard sections a viewer may open.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'support', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff route needs. Anything not listed here (roles, blocks, content, settings) is administrators' only. */
export const STAFF_PERMISSIONS = [
  'listings',
  'reviews',
  'verification',
  'orders',
  'users.read',
  'messages',
  'couriers',
  'payments',
  'refunds',
  'payouts',
  'commission',
  'remittances',
  'exports',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Each role's permissions; an administrator holds every permission and the admin-only routes besides. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  moderator: ['listings', 'reviews', 'verification'],
  support: ['orders', 'users.read', 'messages', 'couriers'],
  finance: ['payments', 'refunds', 'payouts', 'commission', 'remittances', 'exports'],
};

/** Whether someone holding `roles` may use a route that needs `permission`. */
export function rolesAllow(roles: readonly string[], permission: StaffPermission): boolean {
  return roles.some((r) => (ROLE_PERMISSIONS as Record<string, readonly string[]>)[r]?.includes(permission));
}

export const staffRolesSchema = z
  .array(z.enum(STAFF_ROLES))
  .max(STAFF_ROLES.length)
  .refine((roles) => new Set(roles).size === roles.length, 'List each role once');

/**
 * POST /api/admin/users/:id/role: `{ roles }` (the staff roles, [] for a plain user), or SEED.md's older
 * `{ role: 'admin' | 'user' }` (admin → ['admin'], user → []).
 */
export const setRolesBodySchema = z
  .object({ roles: staffRolesSchema.optional(), role: z.enum(['user', 'admin']).optional() })
  .refine((b) => (b.roles === undefined) !== (b.role === undefined), {
    message: 'Send the roles (or the older role), one of them',
    path: ['roles'],
  });
export type SetRolesBody = z.infer<typeof setRolesBodySchema>;
