import { z } from 'zod';
import { PAYMENT_METHODS, requireTransactionId, transactionIdSchema } from './order.js';
import { requireShipTo, shipToFields } from './ship-to.js';

/**
 * An order as SEED.md's POST /addorder sends it: one product, and where it goes as at checkout (a saved
 * `addressId`, or the typed address, phone and place). Only these fields are read: the customer comes from
 * the session, the product snapshot and every price from the database.
 */
export const orderInputSchema = z
  .object({
    productId: z.string().trim().min(1, 'Choose a product').max(100),
    quantity: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(10_000_000, 'Quantity is too large'),
    ...shipToFields,
    paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
    transactionId: transactionIdSchema,
  })
  .superRefine((v, ctx) => {
    requireShipTo(v, ctx);
    requireTransactionId(v, ctx);
  });
export type OrderInput = z.input<typeof orderInputSchema>;
export type OrderInputParsed = z.output<typeof orderInputSchema>;
