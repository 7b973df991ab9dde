import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './auth-tables.js';
import { products } from './catalog-tables.js';
import { productVariants } from './variant-tables.js';

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
    // How the checkout is paid (null for checkouts from before payments were recorded here).
    paymentMethod: text('payment_method'),
    // Online checkouts and COD advances: until when the stock is held for the payment.
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
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
 * A signed-in buyer's cart: one row per product, or per variant of a product with variants (migration 0034;
 * the key treats a null variant as one value). `acceptedUnitPricePoisha` is the unit price the buyer last
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
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    acceptedUnitPricePoisha: bigint('accepted_unit_price_poisha', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [
    unique('cart_items_line_key').on(t.userId, t.productId, t.variantId).nullsNotDistinct(),
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
    // The place in the official lists (null for addresses saved before delivery zones).
    division: text('division'),
    district: text('district'),
    area: text('area'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('addresses_label_check', sql`char_length(${t.label}) between 1 and 40`),
    index('addresses_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * An online payment of a checkout (the whole of it, or a COD checkout's advance) at one gateway. `gatewayTrxId`
 * is set once, by the first confirmation the gateway vouched for: a replayed callback or IPN finds it taken and
 * changes nothing, and the unique index holds that across processes.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    gateway: text('gateway').notNull(),
    purpose: text('purpose').notNull(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('BDT'),
    // initiated → completed | failed | cancelled | expired; a confirmation after expiry → refund_due → refunded.
    status: text('status').notNull().default('initiated'),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayTrxId: text('gateway_trx_id'),
    // bKash's execute must never run twice: the first request to set this executes, the others only query.
    executeStartedAt: timestamp('execute_started_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('payments_gateway_check', sql`${t.gateway} in ('bkash', 'sslcommerz')`),
    check('payments_purpose_check', sql`${t.purpose} in ('full', 'advance')`),
    check('payments_amount_check', sql`${t.amountPoisha} > 0`),
    check(
      'payments_status_check',
      sql`${t.status} in ('initiated', 'completed', 'failed', 'cancelled', 'expired', 'refund_due', 'refunded')`,
    ),
    index('payments_checkout_idx').on(t.checkoutId),
    uniqueIndex('payments_gateway_payment_idx')
      .on(t.gateway, t.gatewayPaymentId)
      .where(sql`${t.gatewayPaymentId} is not null`),
    uniqueIndex('payments_gateway_trx_idx')
      .on(t.gateway, t.gatewayTrxId)
      .where(sql`${t.gatewayTrxId} is not null`),
    index('payments_status_idx').on(t.status),
  ],
);

/** The payment ledger: every event of every payment, never updated (admins read and export it). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id').notNull(),
    // Refunds are per order (a cancelled order of a multi-seller checkout); null for the payment as a whole.
    orderId: uuid('order_id'),
    type: text('type').notNull(),
    purpose: text('purpose').notNull(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    gateway: text('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayTrxId: text('gateway_trx_id'),
    refundId: text('refund_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payment_events_type_check',
      sql`${t.type} in ('initiated', 'completed', 'failed', 'cancelled', 'expired', 'refunded', 'rejected')`,
    ),
    index('payment_events_created_idx').on(t.createdAt),
    index('payment_events_checkout_idx').on(t.checkoutId, t.createdAt),
    index('payment_events_order_idx').on(t.orderId),
  ],
);
