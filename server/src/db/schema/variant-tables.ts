import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { products } from './catalog-tables.js';

/**
 * A product's variants (issue 30, migration 0032): one combination of option values each, with the seller's SKU,
 * its stock and an optional price (null: the product's). A trigger keeps products.stock the sum of its
 * variants' stock, by difference, in the same transaction (see the migration for why a trigger).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // The product's seller, copied so SKUs are unique per seller without a join.
    sellerId: text('seller_id').notNull(),
    sku: text('sku').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    stock: integer('stock').notNull(),
    pricePoisha: bigint('price_poisha', { mode: 'number' }),
    packUnits: integer('pack_units'),
    // The seller's order of the variants (the grid's, and the order in which the engine reports faults).
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.pricePoisha} is null or ${t.pricePoisha} > 0`),
    check('product_variants_pack_units_check', sql`${t.packUnits} is null or ${t.packUnits} >= 1`),
    uniqueIndex('product_variants_seller_sku_idx').on(t.sellerId, sql`lower(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);
