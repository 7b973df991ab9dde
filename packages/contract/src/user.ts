import { z } from 'zod';
import { pickupAddressSchema } from './auth.js';
import { STAFF_ROLES } from './staff.js';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A user as the API returns it (never a password hash or a session token). */
export const userSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    role: z.enum(ROLES),
    /** Staff roles (admin, moderator, support, finance); [] for a plain user. `role` is 'admin' when 'admin' is here. */
    roles: z.array(z.enum(STAFF_ROLES)),
    banned: z.boolean(),
    /** A seller's minimum order amount (taka) for their part of a checkout; 0 = none. */
    minOrderAmount: z.number(),
    /** A seller's free-delivery threshold (taka), null = none; their pickup address, null until set. */
    freeDeliveryAbove: z.number().nullable(),
    pickup: pickupAddressSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });

export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });
/**
 * GET /api/session: the signed-in user, or null. Signed out is an answer here (200), not a failure: the web asks
 * it on every page, and /api/me keeps SEED.md's 401 for API clients that require a session.
 */
export const sessionUserResponseSchema = z.object({ user: userSchema.nullable() });

export const isAdminQuerySchema = z.object({ email: z.string().trim().max(254).optional() });
export const isAdminResponseSchema = z.object({ isAdmin: z.boolean() });

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userPageSchema = z.object({
  users: z.array(userSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type UserPage = z.infer<typeof userPageSchema>;

export const userIdParamsSchema = z.object({ id: z.string().max(100) });
export const roleBodySchema = z.object({ role: z.enum(ROLES) });
