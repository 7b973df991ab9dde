import { sql } from 'drizzle-orm';
import {
  date,
  primaryKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog-tables.js';

// The rest of the shop: newsletter, product views, editable texts and facts about the database.

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`),
    index('newsletter_created_idx').on(t.createdAt),
  ],
);

// Product-page viewers per product per Dhaka day: a counter only, nothing about who looked (the conversion
// rate's denominator). A viewer counts once a day per product (product_viewers); rows from before that rule
// counted every request, so they are upper bounds and leave the dashboard's 30-day window by themselves.
export const productViews = pgTable(
  'product_views',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

// Today's product viewers, as keyed hashes (never an address or a user id): the first look of a viewer at a
// product on a day adds one to product_views. Only today's rows decide anything; older ones are pruned.
export const productViewers = pgTable(
  'product_viewers',
  {
    day: date('day').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // An anonymous viewer's address, keyed the same way ('' for signed-in viewers): a few browsers per
    // address count, not any number. In the key before the viewer, so counting an address's is a range.
    addressHash: text('address_hash').notNull().default(''),
    viewerHash: text('viewer_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId, t.addressHash, t.viewerHash] })],
);

// Texts the admins edit (hero, FAQ), one JSON document per key.
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Small facts about the database itself, e.g. that the demo data was seeded (so it happens once).
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
