import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-tables.js';
import { products } from './catalog-tables.js';
import { orders } from './order-tables.js';

// Buyers' reviews (docs/decisions/0020-buyer-reviews-and-ratings.md): one per order × product, after delivery.

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // A deleted listing keeps its reviews (they still count for its seller), so the seller is copied here.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
    removedBy: text('removed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
    check('reviews_text_check', sql`char_length(${t.text}) <= 2000`),
    check('reviews_reply_check', sql`${t.reply} is null or char_length(${t.reply}) between 1 and 2000`),
    uniqueIndex('reviews_order_product_idx').on(t.orderId, t.productId),
    // A product's page of reviews, newest first (removed ones are filtered out of the same walk).
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
  ],
);

/**
 * A seller's rating over the reviews of all their products (removed ones not counted), kept in the same
 * transaction as each review written or removed; a row appears with the seller's first review.
 */
export const sellerRatings = pgTable(
  'seller_ratings',
  {
    sellerId: text('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    starsTotal: integer('stars_total').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('seller_ratings_count_check', sql`${t.reviewCount} >= 0`),
    check(
      'seller_ratings_total_check',
      sql`${t.starsTotal} between ${t.reviewCount} and 5 * ${t.reviewCount}`,
    ),
  ],
);
