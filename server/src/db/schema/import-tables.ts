import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth-tables.js';

// Sellers' bulk import of listings (issue 30, migration 0039): one job per uploaded file.
export const listingImports = pgTable(
  'listing_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('queued'),
    dryRun: boolean('dry_run').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    doneRows: integer('done_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    report: jsonb('report').notNull().default([]),
    payload: jsonb('payload'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_imports_seller_idx').on(t.sellerId, t.createdAt)],
);
