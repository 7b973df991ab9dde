import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './auth-tables.js';
import { products } from './catalog-tables.js';

// Buying: the server-side cart, checkouts (one per placed cart, holding the Idempotency-Key) and the buyers'
// saved addresses.

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    totalPoisha: bigint('total_poisha', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    // A fingerprint of the request that used the key: a retry must be the same request.
    idempotencyHash: text('idempotency_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkouts_total_check', sql`${t.totalPoisha} >= 0`),
    uniqueIndex('checkouts_buyer_idempotency_idx')
      .on(t.buyerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('checkouts_buyer_created_idx').on(t.buyerId, t.createdAt),
  ],
);

/**
 * A signed-in buyer's cart: one row per product. `acceptedUnitPricePoisha` is the unit price the buyer last
 * saw and accepted (when adding or changing the line); a different price now marks the line PRICE_CHANGED.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    acceptedUnitPricePoisha: bigint('accepted_unit_price_poisha', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('addresses_label_check', sql`char_length(${t.label}) between 1 and 40`),
    index('addresses_user_idx').on(t.userId, t.createdAt),
  ],
);
