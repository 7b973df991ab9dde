import { z } from 'zod';
import { productInputSchema } from './product-input.js';
import { MAX_VARIANT_STOCK } from './variants.js';

/** Issue 30 item 6: rows one bulk edit of the My products table may change at once. */
export const MAX_BULK_EDIT_ITEMS = 200;

/**
 * One cell change of the table: a product's base price and stock (one without variants), or one variant's price
 * and stock. The price is the form's price field, with its messages; the stock is the absolute new count (the
 * server turns it into a 'correction' movement in the stock history).
 */
export const bulkEditItemSchema = z
  .object({
    productId: z.guid('Product id is not valid'),
    /** The variant whose price or stock changes; absent or null: the product's own. */
    variantId: z.guid('Variant id is not valid').nullable().optional(),
    price: productInputSchema.shape.price.optional(),
    stock: z
      .number({ error: 'Stock must be a number' })
      .int('Stock must be a whole number')
      .min(0, 'Stock cannot be negative')
      .max(MAX_VARIANT_STOCK, `Stock must be at most ${MAX_VARIANT_STOCK}`)
      .optional(),
  })
  .refine((item) => item.price !== undefined || item.stock !== undefined, {
    path: ['price'],
    message: 'Give a new price or stock',
  });
export type BulkEditItem = z.infer<typeof bulkEditItemSchema>;

/** POST /api/myproducts/bulk-edit: all the items change together, or none does. */
export const bulkEditSchema = z.object({
  items: z
    .array(bulkEditItemSchema, { error: 'Items must be a list' })
    .min(1, 'Change at least one price or stock')
    .max(MAX_BULK_EDIT_ITEMS, `At most ${MAX_BULK_EDIT_ITEMS} changes at once`),
});
export type BulkEdit = z.infer<typeof bulkEditSchema>;

export const bulkEditResultSchema = z.object({
  /** Items that changed something (a price or stock set to what it already was changes nothing). */
  updated: z.number().int(),
});
export type BulkEditResult = z.infer<typeof bulkEditResultSchema>;
