import { z } from 'zod';
import { MAX_VARIANT_STOCK } from './variants.js';

/**
 * Issue 30 item 7: why stock moved. A seller's adjustment says one of the first four; the history also shows
 * the moves orders, cancels, returned parcels and imports made (written by the database, migration 0040).
 */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'returned', 'correction'] as const;
export const STOCK_MOVEMENT_REASONS = [...STOCK_ADJUSTMENT_REASONS, 'order', 'cancel', 'import'] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** POST /api/products/:id/stock-adjustments: units added (positive) or taken away (negative), and why. */
export const stockAdjustmentSchema = z.object({
  /** The variant whose stock moves; required for a product with variants, absent for one without. */
  variantId: z.guid('Variant id is not valid').optional(),
  change: z
    .number({ error: 'Change must be a number' })
    .int('Change must be a whole number')
    .min(-MAX_VARIANT_STOCK, 'Change is too large')
    .max(MAX_VARIANT_STOCK, 'Change is too large')
    .refine((n) => n !== 0, 'Change may not be 0'),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS, {
    error: 'Reason must be received, damaged, returned or correction',
  }),
  note: z.string().trim().max(200, 'Note must be at most 200 characters').optional(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockAdjustmentResponseSchema = z.object({
  /** The product's stock after the adjustment (the variants' sum for a product with variants). */
  stock: z.number().int(),
  /** The adjusted variant's stock after it, when a variant was adjusted. */
  variantStock: z.number().int().nullable(),
});

/** GET /api/products/:id/stock-history: newest first, a page at a time (`cursor`: the last row's id). */
export const stockHistoryQuerySchema = z.object({
  variantId: z.guid('Variant id is not valid').optional(),
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'is not a cursor this API gave out')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type StockHistoryQuery = z.infer<typeof stockHistoryQuerySchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  at: z.string(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  change: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  variantId: z.string().nullable(),
  /** The variant's options ({ Size: 'M' }), null for a product without variants. */
  variantOptions: z.record(z.string(), z.string()).nullable(),
  orderId: z.string().nullable(),
  /** Who adjusted it (a seller or staff member); null for the moves orders and cancels made. */
  actorName: z.string().nullable(),
  note: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockHistoryPageSchema = z
  .object({ movements: z.array(stockMovementSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'StockHistoryPage' });
export type StockHistoryPage = z.infer<typeof stockHistoryPageSchema>;
