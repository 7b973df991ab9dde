import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  primaryKey,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// Indexes are ascending on purpose: PostgreSQL walks them backwards for ORDER BY … DESC, whereas a
// `DESC NULLS LAST` index (what Drizzle writes for .desc()) does not match a plain ORDER BY … DESC.

// Users follow the column layout of Better Auth's core `user` table (plus its admin plugin's role/ban
// columns), so the auth library can take this table over without moving data.
export const users = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_email_lower_idx').on(sql`lower(${t.email})`),
    index('user_created_idx').on(t.createdAt),
    // The contract's rules (personNameSchema, imageUrlSchema, ROLES), held by the database too, whatever
    // path a write takes. The name is 1–80 characters with no space at either end.
    check(
      'user_name_check',
      sql`char_length(${t.name}) BETWEEN 1 AND 80 AND ${t.name} = btrim(${t.name}, E' \\t\\n\\r\\f')`,
    ),
    check(
      'user_image_check',
      sql`${t.image} IS NULL OR (char_length(${t.image}) <= 1000 AND (${t.image} LIKE '/uploads/_%' OR ${t.image} LIKE 'https://_%'))`,
    ),
    check('user_role_check', sql`${t.role} IN ('user', 'admin')`),
  ],
);

// Better Auth's session, account (passwords and Google links) and verification tables, in its layout.
export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [
    index('account_user_idx').on(t.userId),
    index('account_provider_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

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
    rating: smallint('rating').notNull().default(5),
    description: text('description').notNull(),
    content: text('content').notNull().default(''),
    minQuantity: integer('min_quantity').notNull(),
    // SEED.md's maxQuantity: units in stock now.
    stock: integer('stock').notNull(),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    // The seller is blocked (users.banned), copied here in the same transaction as the block: the catalog
    // then leaves these listings out inside its own indexes (see onSaleIndex), without joining users.
    sellerBlocked: boolean('seller_blocked').notNull().default(false),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', product_name || ' ' || brand || ' ' || description)`),
    ...timestamps,
  },
  (t) => [
    check('products_price_check', sql`${t.pricePoisha} >= 0`),
    check('products_rating_check', sql`${t.rating} between 1 and 5`),
    check('products_min_quantity_check', sql`${t.minQuantity} >= 1`),
    check('products_stock_check', sql`${t.stock} >= 0`),
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
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    // The product may be deleted later; the order keeps its snapshot and its seller.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    productSku: text('product_sku').notNull().default(''),
    productPricePoisha: bigint('product_price_poisha', { mode: 'number' }).notNull(),
    productBrand: text('product_brand').notNull(),
    productCategory: text('product_category').notNull(),
    productDescription: text('product_description').notNull(),
    productRating: smallint('product_rating').notNull(),
    totalPoisha: bigint('total_poisha', { mode: 'number' }).notNull(),
    orderStatus: text('order_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('cod'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    transactionId: text('transaction_id'),
    // Why the seller declined the order (issue 11); the buyer sees it. Null unless declined.
    declineReason: text('decline_reason'),
    idempotencyKey: text('idempotency_key'),
    // A fingerprint of the request that used the key: a retry must be the same request.
    idempotencyHash: text('idempotency_hash'),
    ...timestamps,
  },
  (t) => [
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check(
      'orders_status_check',
      sql`${t.orderStatus} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cod', 'bkash', 'nagad', 'rocket')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'paid')`),
    // The total is exactly price × quantity: bigint arithmetic in SQL, never a rounded float from the app.
    check('orders_total_check', sql`${t.totalPoisha} = ${t.productPricePoisha} * ${t.quantity}`),
    check(
      'orders_decline_reason_check',
      sql`${t.declineReason} is null or (${t.orderStatus} = 'cancelled' and char_length(${t.declineReason}) between 1 and 500)`,
    ),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt),
    index('orders_product_idx').on(t.productId),
    index('orders_status_created_idx').on(t.orderStatus, t.createdAt),
    uniqueIndex('orders_buyer_idempotency_idx')
      .on(t.buyerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

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

// Every status an order went through, who moved it and when (the order page shows this history).
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
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

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  products,
  orders,
  newsletterSubscribers,
  appMeta,
};
export type Schema = typeof schema;
