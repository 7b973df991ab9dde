import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tsvector, timestamps } from './columns.js';
import { users } from './auth-tables.js';

// The catalog: products, with the partial indexes its pages walk.

/**
 * A catalog index: every listing except the approved ones of blocked sellers. The catalog's condition
 * (onSale in products/catalog-where.repo.ts) carries this predicate word for word, so its pages walk the
 * index with no filter and never meet a blocked seller's listing; moderation's `status = 'pending'` (or
 * rejected, blocked) implies it too, so the queue still finds those by index, a blocked seller's included.
 */
const onSaleIndex = (
  name: string,
  t: { status: AnyPgColumn; sellerBlocked: AnyPgColumn },
  ...columns: [AnyPgColumn, ...AnyPgColumn[]]
) =>
  index(name)
    .on(...columns)
    .where(sql`${t.status} <> 'approved' or not ${t.sellerBlocked}`);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sku: text('sku').notNull().unique(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    extraImages: text('extra_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    // Money is exact: integer poisha (1 taka = 100 poisha).
    pricePoisha: bigint('price_poisha', { mode: 'number' }).notNull(),
    // The mean of its buyers' reviews (removed ones not counted), to one decimal; 0 with no reviews. Kept with
    // review_count and stars_total in the transaction of each review written or removed (modules/reviews).
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    starsTotal: integer('stars_total').notNull().default(0),
    description: text('description').notNull(),
    content: text('content').notNull().default(''),
    minQuantity: integer('min_quantity').notNull(),
    // SEED.md's maxQuantity: units in stock now.
    stock: integer('stock').notNull(),
    // The seller's low-stock line (issue 30 item 7, migration 0040): told once when stock falls to it or below.
    lowStockThreshold: integer('low_stock_threshold'),
    // The wholesale round (contract's quantity engine): pack size, cap per order, volume breaks in poisha
    // ([{ minQuantity, pricePoisha }], ascending; the contract's listingRuleIssues checks them on every write).
    orderIncrement: integer('order_increment').notNull().default(1),
    maxOrderQuantity: integer('max_order_quantity'),
    // One unit's shipping weight in grams (weightKg in the API); the delivery charge's weight band follows it.
    weightGrams: integer('weight_grams').notNull().default(1000),
    priceTiers: jsonb('price_tiers')
      .$type<{ minQuantity: number; pricePoisha: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Variants (issue 30, migration 0032): the options and values, and how the quantity rules meet the variants;
    // the variants are product_variants (variant-tables.ts), whose trigger keeps `stock` their sum.
    options: jsonb('options')
      .$type<{ name: string; values: string[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    variantRule: text('variant_rule').notNull().default('mixed'),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    // The seller is blocked (users.banned), copied here in the same transaction as the block: the catalog
    // then leaves these listings out inside its own indexes (see onSaleIndex), without joining users.
    sellerBlocked: boolean('seller_blocked').notNull().default(false),
    search: tsvector('search')
      .notNull()
      // The name and brand's words at weight A, the description's at D (migration 0037): the relevance score
      // tells a name match from a description match from this column alone (catalog-relevance.repo.ts).
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', product_name || ' ' || brand), 'A') || to_tsvector('simple', description)`,
      ),
    ...timestamps,
  },
  (t) => [
    check('products_price_check', sql`${t.pricePoisha} >= 0`),
    check('products_rating_check', sql`${t.rating} between 0 and 5`),
    check('products_review_count_check', sql`${t.reviewCount} >= 0`),
    check('products_min_quantity_check', sql`${t.minQuantity} >= 1`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check(
      'products_low_stock_threshold_check',
      sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`,
    ),
    check('products_order_increment_check', sql`${t.orderIncrement} >= 1`),
    check('products_weight_check', sql`${t.weightGrams} between 1 and 10000000`),
    check('products_moq_multiple_check', sql`${t.minQuantity} % ${t.orderIncrement} = 0`),
    check(
      'products_max_order_check',
      sql`${t.maxOrderQuantity} is null or ${t.maxOrderQuantity} >= ${t.minQuantity}`,
    ),
    check(
      'products_price_tiers_check',
      sql`jsonb_typeof(${t.priceTiers}) = 'array' and jsonb_array_length(${t.priceTiers}) <= 5`,
    ),
    check('products_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'blocked')`),
    onSaleIndex('products_status_created_idx', t, t.status, t.createdAt, t.id),
    onSaleIndex('products_status_category_created_idx', t, t.status, t.category, t.createdAt, t.id),
    onSaleIndex('products_status_price_idx', t, t.status, t.pricePoisha, t.id),
    // One composite index per catalog sort (status, sort key…, id), so keyset pages start inside the index.
    onSaleIndex('products_status_category_price_idx', t, t.status, t.category, t.pricePoisha, t.id),
    onSaleIndex('products_status_rating_created_idx', t, t.status, t.rating, t.createdAt, t.id),
    onSaleIndex('products_status_name_idx', t, t.status, t.productName, t.id),
    index('products_seller_created_idx').on(t.sellerId, t.createdAt),
    index('products_search_idx').using('gin', t.search),
    // The option facets' filter (?option=Size:M), by jsonb containment (migration 0041).
    index('products_options_idx').using('gin', t.options.op('jsonb_path_ops')),
  ],
);
