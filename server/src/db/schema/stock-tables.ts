import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth-tables.js';
import { products } from './catalog-tables.js';
import { orders } from './order-tables.js';
import { productVariants } from './variant-tables.js';

export const STOCK_REASONS = [
  'received',
  'damaged',
  'returned',
  'correction',
  'order',
  'cancel',
  'import',
] as const;

/**
 * Stock history (issue 30 item 7, migration 0040): one row per change of a variant's stock or of a product
 * without variants, written by triggers in the changing transaction (docs/decisions/0040-stock-history.md).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    change: integer('change').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    // The writing transaction: an order line claims the stock take of its own transaction.
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'stock_movements_reason_check',
      sql`${t.reason} IN ('received', 'damaged', 'returned', 'correction', 'order', 'cancel', 'import')`,
    ),
    index('stock_movements_product_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
  ],
);
