import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth-tables.js';
import { timestamps } from './columns.js';

/**
 * Companies (issue 31, migration 0033): a business that buys, its members and invitations. The SQL holds the
 * checks (BIN 13 digits, TIN 12, roles, at most one owner a company); see the migration.
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tradeLicence: text('trade_licence').notNull(),
  bin: text('bin').notNull(),
  tin: text('tin').notNull(),
  division: text('division').notNull(),
  district: text('district').notNull(),
  area: text('area').notNull(),
  address: text('address').notNull(),
  createdBy: text('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  // When an operator verified the company's trade licence (issue 31 item 5; null: not verified).
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  // Every order bought for the company carries a PO number (issue 31 item 3, migration 0042).
  poRequired: boolean('po_required').notNull().default(false),
  ...timestamps,
});

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'buyer' | 'approver' | 'finance'>().notNull(),
    orderLimitPoisha: bigint('order_limit_poisha', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_members_user_idx').on(t.userId)],
);

export const companyInvitations = pgTable('company_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role').$type<'buyer' | 'approver' | 'finance'>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
});
