import { z } from 'zod';
import { COURIERS } from './shipment.js';
import { DELIVERY_ZONES, locationSchema } from './delivery.js';
import { normaliseBdPhone } from './phone.js';

// `awaiting_payment`: an online checkout's orders while the buyer pays (stock held until holdExpiresAt).
export const ORDER_STATUSES = [
  'awaiting_payment',
  // A company checkout over its buyer's order limit, waiting for an approver (stock held until holdExpiresAt).
  'awaiting_approval',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  // The courier brought it back (refused or not reachable): final, its stock back once.
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// bkash, nagad, rocket: sent by hand to the shop's merchant number (the buyer types the transaction id);
// bkash_online, sslcommerz: paid online through the gateway, confirmed by the server with the gateway.
export const PAYMENT_METHODS = [
  'cod',
  'bkash',
  'nagad',
  'rocket',
  'bkash_online',
  'sslcommerz',
  'invoice',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  bkash_online: 'bKash (online)',
  sslcommerz: 'Card, Nagad, Rocket & more (SSLCommerz)',
  invoice: 'Pay on invoice (trade credit)',
};
export const ONLINE_METHODS = ['bkash_online', 'sslcommerz'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];
export const isOnlineMethod = (m: PaymentMethod): m is OnlineMethod =>
  (ONLINE_METHODS as readonly string[]).includes(m);

// partially_paid: a cash-on-delivery order whose advance was paid online; refunded: the online payment went back.
export const PAYMENT_STATUSES = ['unpaid', 'partially_paid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One line of an order: a snapshot of the product and the price the engine decided when it was placed. */
export const orderItemSchema = z
  .object({
    productId: z.string().nullable(),
    productName: z.string(),
    productImage: z.string(),
    productSku: z.string(),
    /** The variant bought and its options as they were then (null for a product without variants). */
    variantId: z.string().nullable().optional(),
    variantOptions: z.record(z.string(), z.string()).nullable().optional(),
    quantity: z.number().int(),
    unitPrice: z.number(),
    lineTotal: z.number(),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * An order as the API returns it: one seller's part of a checkout, with its lines in `items`. SEED.md's flat
 * product fields (productId, productName, quantity, productPrice, …) are the first line's; `totalPrice` is the
 * whole order's.
 */
export const orderSchema = z
  .object({
    _id: z.string(),
    checkoutId: z.string(),
    items: z.array(orderItemSchema),
    customerName: z.string(),
    customerEmail: z.string(),
    quantity: z.number().int(),
    shippingAddress: z.string(),
    phoneNumber: z.string(),
    productId: z.string().nullable(),
    productName: z.string(),
    productImage: z.string(),
    productSku: z.string(),
    sellerName: z.string().nullable(),
    productPrice: z.number(),
    productBrand: z.string(),
    productCategory: z.string(),
    description: z.string(),
    rating: z.number(),
    totalPrice: z.number(),
    orderStatus: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    transactionId: z.string().nullable(),
    // Why the seller declined (cancelled) the order; null otherwise. The buyer sees it with the order.
    declineReason: z.string().nullable(),
    /** Why the order was cancelled when it was not the buyer's choice (a decline, "payment not completed"). */
    cancelReason: z.string().nullable(),
    /** Until when an online checkout's stock is held for its payment (null when not awaiting payment). */
    holdExpiresAt: z.string().nullable(),
    /** Paid so far (an online payment, a COD advance, cash recorded) and what is still due, in taka. */
    paidAmount: z.number(),
    dueAmount: z.number(),
    /** Refunded so far by an administrator (in taka; the refunds are listed with the order's details). */
    refundedAmount: z.number(),
    /** Where it goes in the official lists (null for orders placed without a place), and its zone. */
    shipTo: locationSchema.nullable(),
    deliveryZone: z.enum(DELIVERY_ZONES),
    /** Part of totalPrice, in taka. */
    deliveryCharge: z.number(),
    /** The promised delivery day in Dhaka ('YYYY-MM-DD'); null until the clock starts (an online payment). */
    deliverBy: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    courier: z.enum(COURIERS).nullable(),
    trackingCode: z.string().nullable(),
    /** The company it was bought for (issue 31) and the buyer's purchase-order number; null when none. */
    companyId: z.string().nullable(),
    poNumber: z.string().nullable(),
    orderTime: z.string(),
    /** SEED.md's formatted order time, as a product's publishDate: '21 November 2026 at 22:40:05' (Dhaka). */
    orderTimeText: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Order' });

export type Order = z.infer<typeof orderSchema>;

export const MOBILE_BANKING: PaymentMethod[] = ['bkash', 'nagad', 'rocket'];

/** The buyer (or an admin) may cancel these; the seller may decline only a pending order, with a reason. */
export const CANCELLABLE: OrderStatus[] = ['pending', 'processing'];
/**
 * What the buyer may cancel on their own orders: also a company order still waiting for approval (its stock is
 * held; cancelling returns it, and the approvers then find nothing to approve).
 */
export const BUYER_CANCELLABLE: OrderStatus[] = [...CANCELLABLE, 'awaiting_approval'];
export const DECLINABLE: OrderStatus[] = ['pending'];

export const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .transform((v, ctx) => {
    const phone = normaliseBdPhone(v);
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX',
      });
      return z.NEVER;
    }
    return phone;
  });

const TRANSACTION_ID_MESSAGE = 'Enter the transaction id from your mobile banking message';

/** The id from a bKash/Nagad/Rocket confirmation message (orders and checkouts paid by mobile banking). */
export const transactionIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6,30}$/, TRANSACTION_ID_MESSAGE)
  .optional();

/** Mobile banking needs its transaction id (a refinement shared by POST /addorder and POST /checkout). */
export function requireTransactionId(
  v: { paymentMethod: PaymentMethod; transactionId?: string },
  ctx: z.RefinementCtx,
): void {
  if (MOBILE_BANKING.includes(v.paymentMethod) && !v.transactionId)
    ctx.addIssue({ code: 'custom', path: ['transactionId'], message: TRANSACTION_ID_MESSAGE });
}

export const placeOrderResponseSchema = z.object({
  acknowledged: z.literal(true),
  message: z.string(),
  insertedId: z.string(),
  order: orderSchema,
});

export const orderPageSchema = z.object({
  orders: z.array(orderSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** The orders lists' payment filters: the follow-up list of cash still to collect. */
export const ORDER_PAYMENT_FILTERS = ['cash_due'] as const;
export type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number];

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(ORDER_STATUSES).optional(),
  /** cash_due: delivered cash-on-delivery orders whose cash is still due (unpaid, or only the advance paid). */
  payment: z.enum(ORDER_PAYMENT_FILTERS).optional(),
  q: z.string().trim().max(100).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderIdParamsSchema = z.object({ id: z.string().max(100) });
// Only forward moves: cancelling goes through /cancel (buyer, admin) or /decline (seller, with a reason).
// `from` is the status the mover saw: an order that has moved since is not moved again (409), so a double tap
// or a second tab never moves it two steps.
export const orderStatusBodySchema = z.object({
  status: z.enum(['processing', 'shipped', 'delivered']),
  from: z.enum(ORDER_STATUSES, { error: 'Send the status the order had when you chose the move' }),
});
export const declineBodySchema = z.object({
  reason: z
    .string({ error: 'Say why you decline the order' })
    .trim()
    .min(1, 'Say why you decline the order')
    .max(500, 'The reason must be at most 500 characters'),
});
export const orderResponseSchema = z.object({
  acknowledged: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
