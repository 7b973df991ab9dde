import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './company-tables.js';

/**
 * A company's delivery addresses, shared by its members (issue 31 item 1, migration 0045): the columns of a
 * buyer's saved address (`addresses`), kept by the company and gone with it.
 */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    // The place in the official lists (optional, as on a buyer's address).
    division: text('division'),
    district: text('district'),
    area: text('area'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_addresses_label_check', sql`char_length(${t.label}) between 1 and 40`),
    index('company_addresses_company_idx').on(t.companyId, t.createdAt),
  ],
);
