import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './auth-tables.js';
import { products } from './catalog-tables.js';
import { companies } from './company-tables.js';
import { checkouts } from './trade-tables.js';
import { productVariants } from './variant-tables.js';

// Orders and the history of their statuses.

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    // The checkout this order is one seller's part of (every order has one; old orders got one each).
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
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
    // The product's rating when ordered (a snapshot, like the fields above): a mean of reviews since issue 16.
    productRating: numeric('product_rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    totalPoisha: bigint('total_poisha', { mode: 'number' }).notNull(),
    orderStatus: text('order_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('cod'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    transactionId: text('transaction_id'),
    // Why the seller declined the order (issue 11); the buyer sees it. Null unless declined.
    declineReason: text('decline_reason'),
    // Why the order was cancelled when the buyer did not choose it: a decline, "payment not completed".
    cancelReason: text('cancel_reason'),
    // An online checkout's orders hold their stock until then (awaiting_payment); null otherwise.
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // What has been paid of the total: an online payment, a COD advance, cash recorded on delivery.
    paidPoisha: bigint('paid_poisha', { mode: 'number' }).notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    // A fingerprint of the request that used the key: a retry must be the same request.
    idempotencyHash: text('idempotency_hash'),
    // Delivery (issue 17): the place in the official lists (null for orders placed without one), its zone,
    // the charge (part of totalPoisha), the promise's length and, once its clock started, the Dhaka day.
    shipDivision: text('ship_division'),
    shipDistrict: text('ship_district'),
    shipArea: text('ship_area'),
    deliveryZone: text('delivery_zone').notNull().default('elsewhere'),
    deliveryChargePoisha: bigint('delivery_charge_poisha', { mode: 'number' }).notNull().default(0),
    promiseDays: smallint('promise_days').notNull().default(10),
    deliverBy: date('deliver_by', { mode: 'string' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // The courier booked, its consignment id and the code the buyer tracks with; bookingStartedAt claims the
    // booking while the courier is asked (a second booking waits or is refused).
    courier: text('courier'),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    bookingStartedAt: timestamp('booking_started_at', { withTimezone: true }),
    // Cash the courier reported collecting at the door (cash on delivery).
    codCollectedPoisha: bigint('cod_collected_poisha', { mode: 'number' }),
    // Marketplace money (issue 29): the commission of its lines plus the rule's fixed fee and the VAT on it, as
    // in force when placed; what an operator has refunded of it since.
    commissionPoisha: bigint('commission_poisha', { mode: 'number' }).notNull().default(0),
    commissionVatPoisha: bigint('commission_vat_poisha', { mode: 'number' }).notNull().default(0),
    refundedPoisha: bigint('refunded_poisha', { mode: 'number' }).notNull().default(0),
    // Company checkout (issue 31, migration 0042): the company bought for, and the buyer's PO number.
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    poNumber: text('po_number'),
    ...timestamps,
  },
  (t) => [
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check(
      'orders_status_check',
      sql`${t.orderStatus} in ('awaiting_payment', 'awaiting_approval', 'pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned')`,
    ),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} in ('cod', 'bkash', 'nagad', 'rocket', 'bkash_online', 'sslcommerz', 'invoice')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('unpaid', 'partially_paid', 'paid', 'refunded')`,
    ),
    check('orders_paid_check', sql`${t.paidPoisha} between 0 and ${t.totalPoisha}`),
    check('orders_total_check', sql`${t.totalPoisha} >= 0`),
    check(
      'orders_commission_check',
      sql`${t.commissionPoisha} >= 0 and ${t.commissionVatPoisha} >= 0 and ${t.refundedPoisha} between 0 and ${t.totalPoisha}`,
    ),
    check(
      'orders_decline_reason_check',
      sql`${t.declineReason} is null or (${t.orderStatus} = 'cancelled' and char_length(${t.declineReason}) between 1 and 500)`,
    ),
    check(
      'orders_po_number_check',
      sql`${t.poNumber} is null or char_length(${t.poNumber}) between 1 and 35`,
    ),
    index('orders_company_approval_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.orderStatus} = 'awaiting_approval'`),
    index('orders_approval_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.orderStatus} = 'awaiting_approval'`),
    index('orders_po_number_idx')
      .on(t.poNumber)
      .where(sql`${t.poNumber} is not null`),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt),
    index('orders_product_idx').on(t.productId),
    index('orders_status_created_idx').on(t.orderStatus, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    // The hold expiry sweep walks only the orders awaiting payment.
    index('orders_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.orderStatus} = 'awaiting_payment'`),
    check('orders_delivery_charge_check', sql`${t.deliveryChargePoisha} >= 0`),
    check(
      'orders_delivery_zone_check',
      sql`${t.deliveryZone} in ('dhaka_city', 'dhaka_suburbs', 'elsewhere')`,
    ),
    check(
      'orders_courier_check',
      sql`${t.courier} is null or ${t.courier} in ('steadfast', 'pathao', 'redx')`,
    ),
    // A courier's callback finds its order by the consignment id.
    uniqueIndex('orders_consignment_idx')
      .on(t.courier, t.consignmentId)
      .where(sql`${t.consignmentId} is not null`),
    // The dashboard's list of orders near or past their promise walks only open orders with one.
    index('orders_deliver_by_idx')
      .on(t.deliverBy)
      .where(sql`${t.deliverBy} is not null and ${t.orderStatus} in ('pending', 'processing', 'shipped')`),
    uniqueIndex('orders_buyer_idempotency_idx')
      .on(t.buyerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
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

// The lines of an order, each priced by the contract's engine when it was placed (a snapshot, like the order's
// flat product fields, which are its first line's). The order's total is the sum of its lines.
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    productSku: text('product_sku').notNull().default(''),
    // The variant bought (migration 0034) and its options as they were: {Size: 'M', Colour: 'Blue'}.
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantOptions: jsonb('variant_options').$type<Record<string, string>>(),
    quantity: integer('quantity').notNull(),
    unitPricePoisha: bigint('unit_price_poisha', { mode: 'number' }).notNull(),
    lineTotalPoisha: bigint('line_total_poisha', { mode: 'number' }).notNull(),
    // The commission rule in force when placed (basis points) and its amount on this line (issue 29).
    commissionBps: integer('commission_bps').notNull().default(0),
    commissionPoisha: bigint('commission_poisha', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    // Exactly unit × quantity: bigint arithmetic in SQL, never a rounded float from the app.
    check('order_items_total_check', sql`${t.lineTotalPoisha} = ${t.unitPricePoisha} * ${t.quantity}`),
    uniqueIndex('order_items_order_position_idx').on(t.orderId, t.position),
    index('order_items_product_idx').on(t.productId),
  ],
);

/**
 * What the courier said about a shipment, one row per status: a replayed callback finds its row taken and
 * changes nothing (the buyer's tracking shows these).
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    status: text('status').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'shipment_events_status_check',
      sql`${t.status} in ('booked', 'in_transit', 'on_hold', 'delivered', 'returned', 'cancelled')`,
    ),
    uniqueIndex('shipment_events_order_status_idx').on(t.orderId, t.status),
  ],
);

/** The admin's delivery charges: one row per weight band (the last open-ended), charges by zone in poisha. */
export const deliveryRateBands = pgTable(
  'delivery_rate_bands',
  {
    position: smallint('position').primaryKey(),
    upToGrams: integer('up_to_grams'),
    dhakaCityPoisha: bigint('dhaka_city_poisha', { mode: 'number' }).notNull(),
    dhakaSuburbsPoisha: bigint('dhaka_suburbs_poisha', { mode: 'number' }).notNull(),
    elsewherePoisha: bigint('elsewhere_poisha', { mode: 'number' }).notNull(),
  },
  (t) => [
    check(
      'delivery_rate_bands_charges_check',
      sql`${t.dhakaCityPoisha} >= 0 and ${t.dhakaSuburbsPoisha} >= 0 and ${t.elsewherePoisha} >= 0`,
    ),
  ],
);
