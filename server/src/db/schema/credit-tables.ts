import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth-tables.js';
import { companies } from './company-tables.js';

/**
 * Trade credit (issue 31 item 4, migration 0043, decision 0042): a company's limit and what it has drawn, its
 * applications, and one invoice per credit checkout. Money in poisha; the SQL holds the checks.
 */
export const companyCredit = pgTable('company_credit', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  limitPoisha: bigint('limit_poisha', { mode: 'number' }).notNull().default(0),
  usedPoisha: bigint('used_poisha', { mode: 'number' }).notNull().default(0),
  termsDays: integer('terms_days').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const creditApplications = pgTable('credit_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  appliedBy: text('applied_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedLimitPoisha: bigint('requested_limit_poisha', { mode: 'number' }).notNull(),
  termsDays: integer('terms_days').notNull(),
  note: text('note'),
  status: text('status').$type<'applied' | 'decided'>().notNull().default('applied'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export const creditInvoices = pgTable('credit_invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull().unique(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'restrict' }),
  checkoutId: uuid('checkout_id'),
  amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
  paidPoisha: bigint('paid_poisha', { mode: 'number' }).notNull().default(0),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  status: text('status').$type<'open' | 'paid' | 'void'>().notNull().default('open'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});
