import { z } from 'zod';
import { CHECKOUT_STATUSES, companyIdSchema, poNumberSchema } from './company-checkout.js';
import { checkoutPaymentSchema } from './payments.js';
import {
  ONLINE_METHODS,
  orderSchema,
  PAYMENT_METHODS,
  requireTransactionId,
  transactionIdSchema,
} from './order.js';
import { deliveryChargesSchema } from './delivery.js';
import { requireShipTo, shipToFields } from './ship-to.js';
import { MAX_TOTAL_POISHA, poishaToTaka } from './money.js';
import { priceTierSchema } from './product.js';
import { QUANTITY_ERROR_CODES } from './quantity-engine.js';

// The cart and the checkout (PRODUCT.md "Cart and checkout"). The server keeps a signed-in buyer's cart and
// re-prices it on every read; a guest's cart lives in the browser and is priced by POST /api/cart/preview.

export const MAX_CART_LINES = 100;

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(10_000_000, 'Quantity is too large');

export const cartItemBodySchema = z.object({ quantity });
export const cartProductParamsSchema = z.object({ productId: z.string().max(100) });
/** `?variant=` on a cart line's address: which variant of a product with variants (none for other products). */
export const cartVariantQuerySchema = z.object({ variant: z.string().max(100).optional() });

/** A variant id as a line names it (checked against the product's variants by the server). */
const variantId = z.string().trim().min(1).max(100).optional();

export const cartLinesInputSchema = z.object({
  items: z
    .array(z.object({ productId: z.string().trim().min(1).max(100), variantId, quantity }))
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`),
});
export type CartLinesInput = z.infer<typeof cartLinesInputSchema>;

/** Why a line cannot be checked out as it is: the engine's codes, a changed price, or gone from sale. */
export const CART_PROBLEM_CODES = [...QUANTITY_ERROR_CODES, 'PRICE_CHANGED', 'PRODUCT_UNAVAILABLE'] as const;
export type CartProblemCode = (typeof CART_PROBLEM_CODES)[number];

export const cartLineSchema = z
  .object({
    productId: z.string(),
    /** The variant of a product with variants, with its options ({Size: 'M', Colour: 'Blue'}); else null. */
    variantId: z.string().nullable(),
    variantOptions: z.record(z.string(), z.string()).nullable(),
    productName: z.string(),
    productImage: z.string(),
    quantity: z.number().int(),
    unitPrice: z.number(),
    lineTotal: z.number(),
    /** What the engine needs to step and price this line in the browser (the product as it is now). */
    product: z.object({
      price: z.number(),
      minQuantity: z.number().int(),
      maxQuantity: z.number().int(),
      orderIncrement: z.number().int(),
      maxOrderQuantity: z.number().int().nullable(),
      priceTiers: z.array(priceTierSchema),
    }),
    nextTier: z.object({ addQuantity: z.number().int(), unitPrice: z.number() }).nullable(),
    /** Set when the line must be changed or accepted before checkout. */
    problem: z
      .object({
        code: z.enum(CART_PROBLEM_CODES),
        message: z.string(),
        /** For quantity codes: the allowed value. */
        allowed: z.number().int().nullable(),
        /** For PRICE_CHANGED: the unit price when the buyer added or last accepted the line. */
        previousUnitPrice: z.number().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartGroupSchema = z
  .object({
    seller: z.object({ _id: z.string(), name: z.string(), minOrderAmount: z.number() }),
    /** This part's delivery charge (taka) in each zone, from the admin's table and the seller's free threshold. */
    delivery: deliveryChargesSchema,
    items: z.array(cartLineSchema),
    subtotal: z.number(),
    /** BELOW_SELLER_MINIMUM when the subtotal is below the seller's minimum order amount. */
    problem: z
      .object({ code: z.literal('BELOW_SELLER_MINIMUM'), message: z.string(), allowed: z.number() })
      .nullable(),
  })
  .meta({ id: 'CartGroup' });
export type CartGroup = z.infer<typeof cartGroupSchema>;

export const cartSchema = z
  .object({
    groups: z.array(cartGroupSchema),
    total: z.number(),
    lineCount: z.number().int(),
    /** True when no line or group has a problem: checkout may go ahead. */
    ready: z.boolean(),
    /** What a merge or reorder changed or skipped, one sentence each (empty otherwise). */
    notes: z.array(z.object({ productId: z.string(), message: z.string() })),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/** What a checkout page showed the buyer: each line's product and quantity, and the total with delivery (taka). */
export const shownCartSchema = z.object({
  lines: cartLinesInputSchema.shape.items,
  total: z
    .number({ error: 'The total must be a number' })
    .nonnegative('The total cannot be negative')
    .max(poishaToTaka(MAX_TOTAL_POISHA), 'The total is too large'),
});
export type ShownCart = z.infer<typeof shownCartSchema>;

/**
 * POST /api/checkout. The lines are the buyer's cart, or `items` for a one-line "Buy now" (the cart is then
 * left alone). The address is a saved one (`addressId`) or typed (`shippingAddress` + `phoneNumber`, kept in
 * the profile when `saveAddressAs` names it).
 */
export const checkoutInputSchema = z
  .object({
    ...shipToFields,
    saveAddressAs: z.string().trim().min(1).max(40, 'At most 40 characters').optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
    transactionId: transactionIdSchema,
    items: cartLinesInputSchema.shape.items.min(1, 'Choose a product').optional(),
    /** Cash on delivery above the admin's threshold: how the advance is paid online. */
    advanceMethod: z.enum(ONLINE_METHODS).optional(),
    /**
     * The lines and total the checkout page showed. When sent (the web checkout always does), a cart that
     * differs — changed in another tab, a price or charge now another — is refused (409 CART_CHANGED naming
     * the change) and nothing is placed. API clients may leave it out.
     */
    shown: shownCartSchema.optional(),
    /** Buy for a company the buyer is an owner or buyer of (issue 31); absent: for themself. */
    companyId: companyIdSchema.optional(),
    /** The buyer's purchase-order number, kept on every order of the checkout (required if the company says). */
    poNumber: poNumberSchema.optional(),
    /** One of the company's shared addresses (with `companyId`), instead of `addressId` or a typed one. */
    companyAddressId: z.string().trim().max(100).optional(),
  })
  .superRefine((v, ctx) => {
    requireShipTo(v, ctx);
    requireTransactionId(v, ctx);
  });
export type CheckoutInput = z.input<typeof checkoutInputSchema>;
export type CheckoutInputParsed = z.output<typeof checkoutInputSchema>;

export const checkoutResponseSchema = z
  .object({
    acknowledged: z.literal(true),
    checkoutId: z.string(),
    orders: z.array(orderSchema),
    total: z.number(),
    /** Set when the checkout pays online (or a COD advance): send the buyer to `redirectUrl`. */
    payment: checkoutPaymentSchema.optional(),
    /** 'awaiting_approval' (answered 202): over the buyer's company order limit, it waits for an approver. */
    status: z.enum(CHECKOUT_STATUSES).optional(),
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof checkoutResponseSchema>;

export const reorderResponseSchema = z.object({
  acknowledged: z.literal(true),
  added: z.array(z.object({ productId: z.string(), productName: z.string(), quantity: z.number().int() })),
  skipped: z.array(
    z.object({ productId: z.string().nullable(), productName: z.string(), reason: z.string() }),
  ),
  cart: cartSchema,
});
export type ReorderResult = z.infer<typeof reorderResponseSchema>;
