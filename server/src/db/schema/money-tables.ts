import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './auth-tables.js';
import { orders } from './order-tables.js';

// Marketplace money (issue 29, decision 0026): commission rules, the double-entry ledger, what sellers are paid
// to and the payouts, the couriers' cash remittances and the refunds an operator issues.

/**
 * The commission in force: one platform default, one row per category, per-seller overrides (until `endsAt`).
 * The rule that applies is copied onto every order line when the order is placed (order_items.commission_bps),
 * so a later change never touches a past order.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope').notNull(),
    category: text('category'),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'cascade' }),
    // Basis points of the goods (500 = 5 %).
    percentBps: integer('percent_bps').notNull(),
    // A fixed fee per order (the default rule's, or a seller override's), on top of the percentage.
    fixedFeePoisha: bigint('fixed_fee_poisha', { mode: 'number' }).notNull().default(0),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('commission_rules_scope_check', sql`${t.scope} in ('default', 'category', 'seller')`),
    check('commission_rules_percent_check', sql`${t.percentBps} between 0 and 10000`),
    check('commission_rules_fee_check', sql`${t.fixedFeePoisha} >= 0`),
    check(
      'commission_rules_target_check',
      sql`(${t.scope} = 'default' and ${t.category} is null and ${t.sellerId} is null)
        or (${t.scope} = 'category' and ${t.category} is not null and ${t.sellerId} is null)
        or (${t.scope} = 'seller' and ${t.sellerId} is not null and ${t.category} is null)`,
    ),
    uniqueIndex('commission_rules_default_idx')
      .on(t.scope)
      .where(sql`${t.scope} = 'default'`),
    uniqueIndex('commission_rules_category_idx')
      .on(t.category)
      .where(sql`${t.scope} = 'category'`),
    uniqueIndex('commission_rules_seller_idx')
      .on(t.sellerId)
      .where(sql`${t.scope} = 'seller'`),
  ],
);

/**
 * One event's posting in the ledger. `key` names the event (`delivered:<orderId>`, `payment:<paymentId>`, …):
 * the same event can never post twice. Never updated or deleted (a trigger refuses both): a mistake is
 * reversed by a new entry.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    orderId: uuid('order_id'),
    checkoutId: uuid('checkout_id'),
    payoutId: uuid('payout_id'),
    remittanceId: uuid('remittance_id'),
    refundId: uuid('refund_id'),
    memo: text('memo'),
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('payment_received', 'payment_refunded', 'order_delivered', 'order_returned', 'cash_collected',
        'cod_collected', 'remittance_received', 'payout_created', 'payout_sent', 'payout_failed', 'refund_issued',
        'adjustment', 'credit_drawn', 'credit_released', 'credit_repaid')`,
    ),
    uniqueIndex('ledger_entries_key_idx').on(t.key),
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_created_idx').on(t.createdAt),
  ],
);

/**
 * The lines of an entry, in poisha, debits positive and credits negative: every entry sums to zero (checked when
 * its transaction commits). `account` is a code (ledger/accounts.ts); a seller's payable carries `sellerId` and
 * `availableAt` (a delivery's earnings become available after the return window).
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    account: text('account').notNull(),
    sellerId: text('seller_id'),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_lines_amount_check', sql`${t.amountPoisha} <> 0`),
    check(
      'ledger_lines_seller_check',
      sql`(${t.account} like 'seller_payable:%') = (${t.sellerId} is not null)`,
    ),
    index('ledger_lines_entry_idx').on(t.entryId),
    index('ledger_lines_account_idx').on(t.account),
    index('ledger_lines_seller_idx').on(t.sellerId, t.availableAt),
  ],
);

/**
 * A seller's money details: where payouts go (a mobile wallet or a bank account) and their VAT BIN. A new or
 * changed payout method holds payouts until `payoutsHeldUntil` (48 hours: the account-takeover target).
 */
export const sellerFinance = pgTable(
  'seller_finance',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bin: text('bin'),
    method: text('method'),
    walletNumber: text('wallet_number'),
    bankName: text('bank_name'),
    routingNumber: text('routing_number'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    payoutsHeldUntil: timestamp('payouts_held_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('seller_finance_bin_check', sql`${t.bin} is null or ${t.bin} ~ '^[0-9]{13}$'`),
    check(
      'seller_finance_method_check',
      sql`${t.method} is null or ${t.method} in ('bkash', 'nagad', 'rocket', 'bank')`,
    ),
    check(
      'seller_finance_routing_check',
      sql`${t.routingNumber} is null or ${t.routingNumber} ~ '^[0-9]{9}$'`,
    ),
  ],
);

/** A payout run: the operator's batch of payouts, once per idempotency key. */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    minimumPoisha: bigint('minimum_poisha', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_runs_idempotency_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * One seller's payout in a run: the amount leaves their payable when the payout is created (so no later run can
 * pay the same money), and comes back if it fails. `destination` is the payout method as it was then.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payoutRuns.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    destination: jsonb('destination').notNull(),
    status: text('status').notNull().default('pending'),
    reference: text('reference'),
    failureReason: text('failure_reason'),
    // Set (once) before the payout is sent through a payout rail (bKash B2C): a retry, or a second click,
    // finds it and never calls the rail again (migration 0027).
    railAttemptedAt: timestamp('rail_attempted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('payouts_amount_check', sql`${t.amountPoisha} > 0`),
    check('payouts_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('payouts_method_check', sql`${t.method} in ('bkash', 'nagad', 'rocket', 'bank')`),
    uniqueIndex('payouts_run_seller_idx').on(t.runId, t.sellerId),
    index('payouts_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/** Cash a courier handed over: the amount, its fees, the parcels it covers (each parcel remitted once). */
export const courierRemittances = pgTable(
  'courier_remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courier: text('courier').notNull(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    feesPoisha: bigint('fees_poisha', { mode: 'number' }).notNull().default(0),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('courier_remittances_courier_check', sql`${t.courier} in ('steadfast', 'pathao', 'redx')`),
    check('courier_remittances_amount_check', sql`${t.amountPoisha} >= 0 and ${t.feesPoisha} >= 0`),
    uniqueIndex('courier_remittances_reference_idx').on(t.courier, t.reference),
  ],
);

export const remittanceParcels = pgTable(
  'remittance_parcels',
  {
    remittanceId: uuid('remittance_id')
      .notNull()
      .references(() => courierRemittances.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    // What the courier says it remitted for this parcel (compared with what it reported collecting).
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('remittance_parcels_order_idx').on(t.orderId),
    index('remittance_parcels_remittance_idx').on(t.remittanceId),
  ],
);

/**
 * A refund an operator issued: through the gateway (online payments) or recorded with the money's reference.
 * A gateway refund is claimed `pending` before the gateway is called and becomes `done` (with its ledger entry)
 * only once the gateway answered that it refunded, `failed` if it refused; one whose answer never came stays
 * pending, its amount reserved, so it is neither issued twice nor recorded unissued (migration 0026).
 * `idempotencyKey`: the operator's request, once per order (a retry answers the same refund).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    channel: text('channel').notNull(),
    reference: text('reference'),
    status: text('status').notNull().default('done'),
    idempotencyKey: text('idempotency_key'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_refunds_amount_check', sql`${t.amountPoisha} > 0`),
    check('order_refunds_channel_check', sql`${t.channel} in ('bkash', 'sslcommerz', 'manual')`),
    check('order_refunds_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_idempotency_idx')
      .on(t.orderId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
