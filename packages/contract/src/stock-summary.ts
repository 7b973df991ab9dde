import { z } from 'zod';

/** At most this many lines in the seller's low-stock list (lowest stock first). */
export const MAX_LOW_STOCK_LINES = 50;

/**
 * GET /api/myproducts/stock-summary (issue 30 item 7): what the signed-in seller's stock is worth and what runs
 * low, over their own listings in every status. The value is Σ stock × unit price in poisha — a variant's own
 * price when it has one, else the product's base price (never a volume tier's). A low-stock line is a product
 * without variants, or one variant of a product, whose stock is at or under the product's low-stock alert.
 */
export const stockSummarySchema = z
  .object({
    stockValuePoisha: z.number().int(),
    currency: z.literal('BDT'),
    /** The seller's listings counted (every status). */
    productCount: z.number().int(),
    lowStock: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        variantId: z.string().nullable(),
        /** 'Size: M · Colour: Blue' in the product's option order; null for a product without variants. */
        variantLabel: z.string().nullable(),
        stock: z.number().int(),
        threshold: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'StockSummary' });
export type StockSummary = z.infer<typeof stockSummarySchema>;
