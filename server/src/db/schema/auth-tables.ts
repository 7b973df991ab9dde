import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

// The accounts: Better Auth's tables in its layout, so the library reads and writes them directly.

// Users follow the column layout of Better Auth's core `user` table (plus its admin plugin's role/ban
// columns), so the auth library can take this table over without moving data.
export const users = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    // Staff roles (admin, moderator, support, finance; decision 0027). A trigger keeps `role` = 'admin' exactly
    // when 'admin' is among them, so code reading `role` keeps working.
    staffRoles: text('staff_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // When an operator verified this seller's business (issue 31 item 5; null: not verified).
    businessVerifiedAt: timestamp('business_verified_at', { withTimezone: true }),
    // A seller's minimum order amount for their part of a checkout (poisha; 0 = none).
    minOrderAmountPoisha: bigint('min_order_amount_poisha', { mode: 'number' }).notNull().default(0),
    // A seller's free-delivery threshold: their orders of at least this subtotal ship free (null = never).
    freeDeliveryAbovePoisha: bigint('free_delivery_above_poisha', { mode: 'number' }),
    // Where couriers pick a seller's parcels up (division → district → upazila/thana, the address line);
    // its district is the seller's city for the delivery promise.
    pickupDivision: text('pickup_division'),
    pickupDistrict: text('pickup_district'),
    pickupArea: text('pickup_area'),
    pickupAddress: text('pickup_address'),
    // A verified Bangladeshi mobile number (+8801XXXXXXXXX) to sign in with by SMS code (issue 32, migration
    // 0030), in the columns of Better Auth's phone-number plugin.
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_email_lower_idx').on(sql`lower(${t.email})`),
    index('user_created_idx').on(t.createdAt),
    // The contract's rules (personNameSchema, imageUrlSchema, ROLES), held by the database too, whatever
    // path a write takes. The name is 1–80 characters with no space at either end.
    check(
      'user_name_check',
      sql`char_length(${t.name}) BETWEEN 1 AND 80 AND ${t.name} = btrim(${t.name}, E' \\t\\n\\r\\f')`,
    ),
    check(
      'user_image_check',
      sql`${t.image} IS NULL OR (char_length(${t.image}) <= 1000 AND (${t.image} LIKE '/uploads/_%' OR ${t.image} LIKE 'https://_%'))`,
    ),
    check('user_role_check', sql`${t.role} IN ('user', 'admin')`),
    check(
      'user_staff_roles_check',
      sql`${t.staffRoles} <@ ARRAY['admin', 'moderator', 'support', 'finance']::text[]`,
    ),
    check('user_min_order_amount_check', sql`${t.minOrderAmountPoisha} >= 0`),
    check(
      'user_free_delivery_check',
      sql`${t.freeDeliveryAbovePoisha} is null or ${t.freeDeliveryAbovePoisha} >= 0`,
    ),
  ],
);

// Better Auth's session, account (passwords and Google links) and verification tables, in its layout.
export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [
    index('account_user_idx').on(t.userId),
    index('account_provider_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);
