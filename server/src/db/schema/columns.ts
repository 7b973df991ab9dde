import { customType, timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by the tables.
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// Indexes are ascending on purpose: PostgreSQL walks them backwards for ORDER BY … DESC, whereas a
// `DESC NULLS LAST` index (what Drizzle writes for .desc()) does not match a plain ORDER BY … DESC.
