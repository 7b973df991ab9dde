import { z } from 'zod';
import { findCategory, type CategorySlug } from './categories.js';
import { formatCount, formatTaka, hasAtMostTwoDecimals, MAX_TOTAL_POISHA } from './money.js';
import { variantFields, variantIssues, variantStockTotal, type VariantListing } from './variants.js';

export const MAX_PRICE_TAKA = 10_000_000;
export const MAX_UNITS = 10_000_000;
export const MAX_EXTRA_IMAGES = 8;
export const MAX_PRICE_TIERS = 5;

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

// NFC, so the same Bengali word typed on different keyboards (য় as one code point or two) is stored, and so
// searched, one way.
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

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

const moqMessage = { path: ['minQuantity'], message: 'Minimum order quantity cannot be more than the stock' };

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
  orderIncrement: units('Pack size'),
  maxOrderQuantity: units('Maximum per order').nullable(),
  // One unit's shipping weight: the delivery charge's weight band is weightKg × quantity (grams kept).
  weightKg: z
    .number({ error: 'Weight must be a number' })
    .min(0.001, 'Weight must be at least 0.001 kg')
    .max(10_000, 'Weight must be at most 10000 kg'),
  // Issue 30 item 7: the seller is told once when stock falls to this many units or fewer; null: no alert. With
  // variants, the product's total alerts and each variant at or under it shows in the seller's low-stock list.
  lowStockThreshold: z
    .number({ error: 'Low-stock alert must be a number' })
    .int('Low-stock alert must be a whole number')
    .min(0, 'Low-stock alert cannot be negative')
    .max(MAX_UNITS, `Low-stock alert must be at most ${MAX_UNITS}`)
    .nullable(),
  priceTiers: z
    .array(
      z.object({
        minQuantity: units('Tier quantity'),
        price: z
          .number({ error: 'Tier price must be a number' })
          .positive('Tier price must be more than 0')
          .max(MAX_PRICE_TAKA, `Tier price must be at most ${MAX_PRICE_TAKA}`)
          .refine(hasAtMostTwoDecimals, 'Tier price can have at most 2 decimals'),
      }),
    )
    .max(MAX_PRICE_TIERS, `At most ${MAX_PRICE_TIERS} price tiers`),
};

/** The quantity and price fields of a listing that must agree with each other (taka, as the API speaks). */
export type ListingRules = {
  price: number;
  minQuantity: number;
  /** The stock (SEED.md's name). */
  maxQuantity: number;
  orderIncrement: number;
  maxOrderQuantity: number | null;
  priceTiers: { minQuantity: number; price: number }[];
};

export type ListingRuleIssue = { path: (string | number)[]; message: string };

/**
 * PRODUCT.md's listing rules, one message per broken rule, each naming its field: the MOQ is within the stock
 * and a multiple of the pack size, the cap per order is a multiple of the pack size and at least the MOQ,
 * tiers ascend in quantity above the MOQ and descend in price below the base price.
 */
export function listingRuleIssues(v: ListingRules): ListingRuleIssue[] {
  const issues: ListingRuleIssue[] = [];
  const inc = v.orderIncrement;
  if (v.minQuantity > v.maxQuantity) issues.push(moqMessage);
  // Above the exact-total cap no quantity could ever be ordered (the engine's order limit would sit below the MOQ).
  // A price too large for poisha (1e308 × 100 is Infinity) is the price field's own error, not this one.
  const pricePoisha = Math.round(v.price * 100);
  if (
    Number.isSafeInteger(pricePoisha) &&
    Number.isSafeInteger(v.minQuantity) &&
    BigInt(pricePoisha) * BigInt(v.minQuantity) > BigInt(MAX_TOTAL_POISHA)
  )
    issues.push({
      path: ['minQuantity'],
      message: `At this price an order of the minimum quantity would pass ${formatTaka(MAX_TOTAL_POISHA / 100)}`,
    });
  if (v.minQuantity % inc !== 0)
    issues.push({
      path: ['minQuantity'],
      message: `Minimum order quantity must be a multiple of the pack size (${formatCount(inc)})`,
    });
  if (v.maxOrderQuantity !== null) {
    if (v.maxOrderQuantity < v.minQuantity)
      issues.push({
        path: ['maxOrderQuantity'],
        message: 'Maximum per order cannot be less than the minimum order quantity',
      });
    else if (v.maxOrderQuantity % inc !== 0)
      issues.push({
        path: ['maxOrderQuantity'],
        message: `Maximum per order must be a multiple of the pack size (${formatCount(inc)})`,
      });
  }
  v.priceTiers.forEach((tier, i) => {
    const prev = v.priceTiers[i - 1];
    const label = `tier ${i + 1}`;
    if (prev ? tier.minQuantity <= prev.minQuantity : tier.minQuantity <= v.minQuantity)
      issues.push({
        path: ['priceTiers', i, 'minQuantity'],
        message: prev
          ? `${label}: quantity must be above tier ${i}'s ${formatCount(prev.minQuantity)}`
          : `${label}: quantity must be above the minimum order quantity (${formatCount(v.minQuantity)})`,
      });
    if (prev ? tier.price >= prev.price : tier.price >= v.price)
      issues.push({
        path: ['priceTiers', i, 'price'],
        message: prev
          ? `${label}: price must be below tier ${i}'s ${formatTaka(prev.price)}`
          : `${label}: price must be below the base price ${formatTaka(v.price)}`,
      });
  });
  return issues;
}

function addListingIssues(v: ListingRules, ctx: z.RefinementCtx) {
  for (const issue of listingRuleIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
}

/**
 * The variant rules (variantIssues), and the stock of a product with variants: the sum of theirs, which the form
 * sends as maxQuantity so SEED.md's field keeps its meaning (the server stores the variants' sum either way).
 */
export function addVariantIssues(v: VariantListing & { maxQuantity: number }, ctx: z.RefinementCtx) {
  for (const issue of variantIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
  const total = variantStockTotal(v.variants);
  if (v.variants.length > 0 && v.maxQuantity !== total)
    ctx.addIssue({
      code: 'custom',
      path: ['maxQuantity'],
      message: `Stock is the variants' stock together (${formatCount(total)})`,
    });
}

const moqWithinStock = (v: { minQuantity?: number; maxQuantity?: number }) =>
  v.minQuantity === undefined || v.maxQuantity === undefined || v.minQuantity <= v.maxQuantity;

/**
 * A new listing as the seller's form (and SEED.md's POST /addproduct) sends it. Anything else in the body
 * — status, author, authorName, publishDate, and SEED.md's `rating` (a product's rating is the mean of its
 * buyers' reviews since issue 16) — is dropped: the server decides those.
 */
export const productInputSchema = z
  .object({
    ...fields,
    extraimages: fields.extraimages.default([]),
    content: fields.content.default(''),
    // New in the wholesale round, optional so SEED.md's calls keep working.
    orderIncrement: fields.orderIncrement.default(1),
    maxOrderQuantity: fields.maxOrderQuantity.default(null),
    weightKg: fields.weightKg.default(1),
    priceTiers: fields.priceTiers.default([]),
    // Optional with no default: a sheet import (which has no such column) then leaves a listing's line as it is.
    lowStockThreshold: fields.lowStockThreshold.optional(),
    // Issue 30's variants, optional: a listing without them is one as before.
    options: variantFields.options.default([]),
    variants: variantFields.variants.default([]),
    variantRule: variantFields.variantRule.default('mixed'),
  })
  .superRefine((v, ctx) => {
    addListingIssues(v, ctx);
    addVariantIssues(v, ctx);
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

/** An edit: any subset of the fields; the server checks listingRuleIssues on the merged listing. */
// A copy: zod's refine moves `message` to `error` on the object it is given, which would strip the shared one.
export const productUpdateSchema = z
  .object({ ...fields, ...variantFields })
  .partial()
  .refine(moqWithinStock, { ...moqMessage });
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
