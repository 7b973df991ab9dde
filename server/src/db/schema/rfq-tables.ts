import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-tables.js';
import { products } from './catalog-tables.js';
import { orders } from './order-tables.js';

// Requests for quotation (docs/decisions/0018-rfq.md): a buyer's request, the sellers' quotes (one per seller,
// revised in place) and the private buyer × seller threads on it.

export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A product request names the product and, copied from it, its seller (the one who may quote); a
    // category request names neither.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSellerId: text('product_seller_id').references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    targetPricePoisha: bigint('target_price_poisha', { mode: 'number' }),
    neededBy: date('needed_by', { mode: 'string' }),
    note: text('note').notNull().default(''),
    // Set by the server at creation (created_at + 14 days): after it no quote is taken or accepted.
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    acceptedQuoteId: uuid('accepted_quote_id'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rfqs_quantity_check', sql`${t.quantity} > 0`),
    check('rfqs_target_price_check', sql`${t.targetPricePoisha} is null or ${t.targetPricePoisha} > 0`),
    index('rfqs_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('rfqs_product_seller_created_idx').on(t.productSellerId, t.createdAt),
    index('rfqs_category_created_idx').on(t.category, t.createdAt),
    index('rfqs_created_idx').on(t.createdAt),
  ],
);

export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitPricePoisha: bigint('unit_price_poisha', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    revision: integer('revision').notNull().default(1),
    // The order its acceptance placed: set once, in that order's transaction.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rfq_quotes_price_check', sql`${t.unitPricePoisha} > 0`),
    check('rfq_quotes_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('rfq_quotes_rfq_seller_idx').on(t.rfqId, t.sellerId),
    uniqueIndex('rfq_quotes_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

/** One thread per request × seller (`seller_id`); the author is the request's buyer or that seller. */
export const rfqMessages = pgTable(
  'rfq_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rfq_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    index('rfq_messages_thread_idx').on(t.rfqId, t.sellerId, t.createdAt),
  ],
);
