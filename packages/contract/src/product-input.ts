import { z } from 'zod';
import { findCategory, type CategorySlug } from './categories.js';
import { hasAtMostTwoDecimals } from './money.js';

export const MAX_PRICE_TAKA = 10_000_000;
export const MAX_UNITS = 10_000_000;
export const MAX_EXTRA_IMAGES = 8;

/**
 * Product images must be ones our upload endpoint produced (a generated name under /uploads/, or the same
 * name in object storage) or a demo picture; never an arbitrary URL (no hot-linking, no server-side fetches).
 * The server also checks the host of absolute URLs against its configured storage.
 */
export const UPLOADED_IMAGE_PATTERN =
  /^(?:\/uploads\/|https:\/\/[a-z0-9.-]+(?::\d+)?\/(?:[\w.-]+\/)*)(?:u\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|seed\/[a-z-]+-\d+)\.webp$/;

export const productImageSchema = z
  .string()
  .trim()
  .max(500)
  .regex(UPLOADED_IMAGE_PATTERN, 'Upload the image here; links to other sites are not accepted');

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const category = z
  .string()
  .trim()
  .max(100)
  .transform((v, ctx) => {
    const found = findCategory(v);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: 'Choose one of the categories' });
      return z.NEVER;
    }
    return found.slug as CategorySlug;
  });

const units = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(MAX_UNITS, `${label} must be at most ${MAX_UNITS}`);

const fields = {
  productName: text('Product name', 120),
  image: productImageSchema,
  extraimages: z.array(productImageSchema).max(MAX_EXTRA_IMAGES, `At most ${MAX_EXTRA_IMAGES} extra images`),
  brand: text('Brand', 80),
  category,
  description: text('Description', 500),
  content: z.string().trim().max(5000, 'Details must be at most 5000 characters'),
  price: z
    .number({ error: 'Price must be a number' })
    .positive('Price must be more than 0')
    .max(MAX_PRICE_TAKA, `Price must be at most ${MAX_PRICE_TAKA}`)
    .refine(hasAtMostTwoDecimals, 'Price can have at most 2 decimals'),
  // SEED.md's names: maxQuantity is the stock, minQuantity the minimum order quantity (MOQ).
  maxQuantity: units('Stock'),
  minQuantity: units('Minimum order quantity'),
  rating: z.number().int('Rating must be 1 to 5 stars').min(1).max(5),
};

const moqWithinStock = (v: { minQuantity?: number; maxQuantity?: number }) =>
  v.minQuantity === undefined || v.maxQuantity === undefined || v.minQuantity <= v.maxQuantity;
const moqMessage = { path: ['minQuantity'], message: 'Minimum order quantity cannot be more than the stock' };

/**
 * A new listing as the seller's form (and SEED.md's POST /addproduct) sends it. Anything else in the body
 * — status, author, authorName, publishDate — is dropped: the server decides those.
 */
export const productInputSchema = z
  .object({
    ...fields,
    extraimages: fields.extraimages.default([]),
    content: fields.content.default(''),
    rating: fields.rating.default(5),
  })
  .refine(moqWithinStock, moqMessage);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

/** An edit: any subset of the fields; the server checks MOQ against the stock after merging. */
export const productUpdateSchema = z.object(fields).partial().refine(moqWithinStock, moqMessage);
export type ProductUpdate = z.input<typeof productUpdateSchema>;
export type ProductUpdateParsed = z.output<typeof productUpdateSchema>;

export const addProductResponseSchema = z.object({
  acknowledged: z.literal(true),
  message: z.string(),
  insertedId: z.string(),
});

export const productMutationResponseSchema = z.object({ acknowledged: z.literal(true), message: z.string() });
export const deleteProductResponseSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int(),
  message: z.string(),
});
