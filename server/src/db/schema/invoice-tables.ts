import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './order-tables.js';

// Invoice numbers: gap-free per Dhaka calendar year (INV-2026-000123). An order's number is taken the first
// time its invoice is asked for, in one transaction that bumps the year's counter row (the row lock queues
// concurrent first requests) and records the number on the order; a later request reads it back.

/** The last invoice number issued in each year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('invoice_counters_last_check', sql`${t.last} >= 0`)],
);

/** The invoice of an order: at most one per order, and each (year, number) names one order. */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_invoices_number_check', sql`${t.number} > 0`),
    uniqueIndex('order_invoices_year_number_idx').on(t.year, t.number),
  ],
);
