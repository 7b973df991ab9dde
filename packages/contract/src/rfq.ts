import { z } from 'zod';
import { CATEGORY_SLUGS } from './category-slugs.js';
import { deliveryChargesSchema } from './delivery.js';
import { requireShipTo, shipToFields } from './ship-to.js';
import { hasAtMostTwoDecimals } from './money.js';
import { checkoutPaymentSchema } from './payments.js';
import {
  ONLINE_METHODS,
  orderSchema,
  PAYMENT_METHODS,
  requireTransactionId,
  transactionIdSchema,
} from './order.js';
import { MAX_PRICE_TAKA } from './product-input.js';

// Requests for quotation (PRODUCT.md "Requests for quotation, messages, reviews, notifications"): a buyer asks
// for a price on a product or in a category, sellers answer with one quote each (revisable), buyer and each
// seller talk in a private thread, and accepting a quote places an order at its price.

/** How long a request stays open for quotes. */
export const RFQ_OPEN_DAYS = 14;
/** Quotes one request takes (the 11th is refused with 409). */
export const MAX_QUOTES_PER_RFQ = 10;
/** How far ahead a quote may be valid. */
export const MAX_QUOTE_VALID_DAYS = 90;
export const MAX_MESSAGE_LENGTH = 2_000;
/** The part of a message a notification quotes. */
export const MESSAGE_EXCERPT_LENGTH = 140;

export const RFQ_STATUSES = ['open', 'closed', 'accepted'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(10_000_000, 'Quantity is too large');

const price = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(MAX_PRICE_TAKA, `${label} must be at most ${MAX_PRICE_TAKA}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

/** A calendar day, as a date field sends it (the server reads it in Dhaka time). */
const day = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message);

const note = z.string().trim().max(2_000, 'The note must be at most 2000 characters').default('');

/**
 * POST /api/rfqs: on a product (`productId`) or in a category (`category` + `title`). A product request takes
 * its category and title from the product.
 */
export const rfqInputSchema = z
  .object({
    productId: z.string().trim().min(1).max(100).optional(),
    category: z.enum(CATEGORY_SLUGS, { error: 'Choose a category' }).optional(),
    title: z.string().trim().min(3, 'Say what you need').max(120, 'At most 120 characters').optional(),
    quantity,
    targetPrice: price('Target price').nullish(),
    neededBy: day('Enter a date').nullish(),
    note,
  })
  .superRefine((v, ctx) => {
    if (v.productId) return;
    if (!v.category) ctx.addIssue({ code: 'custom', path: ['category'], message: 'Choose a category' });
    if (!v.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'Say what you need' });
  });
export type RfqInput = z.input<typeof rfqInputSchema>;
export type RfqInputParsed = z.output<typeof rfqInputSchema>;

const hiddenSchema = z.object({ reason: z.string(), at: z.string() }).nullable();

export const rfqSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(['product', 'category']),
    buyerName: z.string(),
    productId: z.string().nullable(),
    productName: z.string().nullable(),
    productImage: z.string().nullable(),
    /** The product's seller (product requests): the one seller who may quote. */
    productSellerId: z.string().nullable(),
    category: z.enum(CATEGORY_SLUGS),
    title: z.string(),
    quantity: z.number().int(),
    targetPrice: z.number().nullable(),
    neededBy: z.string().nullable(),
    note: z.string(),
    status: z.enum(RFQ_STATUSES),
    closesAt: z.string(),
    createdAt: z.string(),
    /** How many quotes it has (never their prices). */
    quoteCount: z.number().int(),
    acceptedQuoteId: z.string().nullable(),
    /** Set when an admin hid it (only its buyer and admins still see it). */
    hidden: hiddenSchema,
  })
  .meta({ id: 'Rfq' });
export type Rfq = z.infer<typeof rfqSchema>;

export const rfqPageSchema = z.object({
  rfqs: z.array(rfqSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type RfqPage = z.infer<typeof rfqPageSchema>;

export const rfqListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type RfqListQuery = z.infer<typeof rfqListQuerySchema>;

export const rfqIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /api/rfqs/:id/quotes: the seller's quote (a second POST revises it). `validUntil` is a day. */
export const quoteInputSchema = z.object({
  productId: z.string().trim().min(1).max(100).optional(),
  unitPrice: price('Unit price'),
  quantity,
  validUntil: day('Enter the last day the quote is valid'),
  note,
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type QuoteInputParsed = z.output<typeof quoteInputSchema>;

export const quoteSchema = z
  .object({
    _id: z.string(),
    rfqId: z.string(),
    sellerId: z.string(),
    sellerName: z.string(),
    sellerVerified: z.boolean(),
    productId: z.string(),
    productName: z.string(),
    unitPrice: z.number(),
    quantity: z.number().int(),
    lineTotal: z.number(),
    /** The quoted goods' delivery charge in each zone, as accepting the quote charges it (by where they go). */
    delivery: deliveryChargesSchema,
    validUntil: z.string(),
    note: z.string(),
    /** 1 for the first quote, one more for each revision. */
    revision: z.number().int(),
    expired: z.boolean(),
    /** The order its acceptance placed (only its buyer and seller see quotes at all). */
    orderId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

export const rfqThreadSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  /** A verified business (issue 31 item 5). */
  sellerVerified: z.boolean(),
  messageCount: z.number().int(),
});
export type RfqThread = z.infer<typeof rfqThreadSchema>;

/** GET /api/rfqs/:id: the request, the quotes the caller may see, and the caller's threads on it. */
export const rfqDetailSchema = z
  .object({
    rfq: rfqSchema,
    /** The caller's part: the buyer who asked, a seller who may answer, or an admin reading. */
    viewerRole: z.enum(['buyer', 'seller', 'admin']),
    quotes: z.array(quoteSchema),
    threads: z.array(rfqThreadSchema),
  })
  .meta({ id: 'RfqDetail' });
export type RfqDetail = z.infer<typeof rfqDetailSchema>;

export const rfqResponseSchema = z.object({ acknowledged: z.literal(true), rfq: rfqSchema });
export const quoteResponseSchema = z.object({ acknowledged: z.literal(true), quote: quoteSchema });
export const quoteIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /api/quotes/:id/accept: where the order goes and how it is paid, as at checkout. */
export const acceptQuoteInputSchema = z
  .object({
    ...shipToFields,
    paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
    transactionId: transactionIdSchema,
    advanceMethod: z.enum(ONLINE_METHODS).optional(),
  })
  .superRefine((v, ctx) => {
    requireShipTo(v, ctx);
    requireTransactionId(v, ctx);
  });
export type AcceptQuoteInput = z.input<typeof acceptQuoteInputSchema>;
export type AcceptQuoteInputParsed = z.output<typeof acceptQuoteInputSchema>;

export const acceptQuoteResponseSchema = z.object({
  acknowledged: z.literal(true),
  order: orderSchema,
  /** Set when the order pays online (or a COD advance): send the buyer to `redirectUrl`. */
  payment: checkoutPaymentSchema.optional(),
});
export type AcceptQuoteResult = z.infer<typeof acceptQuoteResponseSchema>;

export const messageInputSchema = z.object({
  text: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(MAX_MESSAGE_LENGTH, `A message may be at most ${MAX_MESSAGE_LENGTH} characters`),
  /** The buyer's choice of thread (a seller writes in their own). */
  sellerId: z.string().trim().min(1).max(100).optional(),
});
export type MessageInput = z.input<typeof messageInputSchema>;

export const messageQuerySchema = rfqListQuerySchema.extend({
  sellerId: z.string().trim().min(1).max(100).optional(),
});
export type MessageQuery = z.infer<typeof messageQuerySchema>;

export const rfqMessageSchema = z
  .object({
    _id: z.string(),
    rfqId: z.string(),
    sellerId: z.string(),
    authorName: z.string(),
    mine: z.boolean(),
    text: z.string(),
    createdAt: z.string(),
    /** Set when an admin hid it: its author (and admins) still see it, marked. */
    hidden: hiddenSchema,
  })
  .meta({ id: 'RfqMessage' });
export type RfqMessage = z.infer<typeof rfqMessageSchema>;

/** A thread's messages, newest first (page 1 is the latest). */
export const messagePageSchema = z.object({
  messages: z.array(rfqMessageSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;
export const messageResponseSchema = z.object({ acknowledged: z.literal(true), message: rfqMessageSchema });

export const hideBodySchema = z.object({
  reason: z
    .string({ error: 'Say why it is hidden' })
    .trim()
    .min(1, 'Say why it is hidden')
    .max(500, 'The reason must be at most 500 characters'),
});
export const hiddenResponseSchema = z.object({ acknowledged: z.literal(true) });
