import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
  /** When the reminder before the due date, and the one after it, went out (migration 0044): each once. */
  remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
  remindedAfterAt: timestamp('reminded_after_at', { withTimezone: true }),
});

/**
 * A company's payment of one or more of its invoices (migration 0044): online (bKash, SSLCommerz) — started, then
 * paid or failed by the gateway's answer, found by `gatewayRef` — or a bank transfer the operator recorded.
 */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    invoiceIds: uuid('invoice_ids').array().notNull(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    method: text('method').$type<'bkash_online' | 'sslcommerz' | 'bank_transfer'>().notNull(),
    status: text('status').$type<'started' | 'paid' | 'failed'>().notNull().default('started'),
    gatewayRef: text('gateway_ref'),
    transactionId: text('transaction_id'),
    reference: text('reference'),
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_payments_gateway_ref_idx')
      .on(t.gatewayRef)
      .where(sql`${t.gatewayRef} is not null`),
    index('credit_payments_company_idx').on(t.companyId, t.createdAt),
  ],
);
