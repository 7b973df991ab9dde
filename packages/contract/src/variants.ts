import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money.js';

/**
 * Issue 30's variants: up to 3 options (Size, Colour, Material) with their values, and up to 100 variants, each
 * one combination of values with its own SKU, stock and optional price. A product without options has no
 * variants and behaves exactly as before (SEED.md's calls send neither field).
 */
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 100;
export const MAX_VARIANT_STOCK = 10_000_000;
export const MAX_VARIANT_PRICE_TAKA = 10_000_000;
export const MAX_PACK_UNITS = 1000;

/**
 * How the product's quantity rules (MOQ, pack size, cap per order, volume tiers) meet the variants:
 * - `mixed` (the default, Alibaba's mixed-variant MOQ): on the total across the variants ordered;
 * - `per_variant`: on each variant's quantity separately;
 * - `ratio_pack`: sold only in assortment packs of a fixed ratio (each variant's `packUnits`, e.g. 1 S : 2 M :
 *   2 L : 1 XL); the rules count packs, stock is taken per variant.
 */
export const VARIANT_RULES = ['mixed', 'per_variant', 'ratio_pack'] as const;
export type VariantRule = (typeof VARIANT_RULES)[number];

const label = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .normalize('NFC')
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

export const productOptionSchema = z.object({
  name: label('Option name', 30),
  values: z
    .array(label('Option value', 30), { error: 'Option values must be a list' })
    .min(1, 'An option needs at least one value')
    .max(MAX_OPTION_VALUES, `At most ${MAX_OPTION_VALUES} values per option`),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A seller's SKU: letters, digits, dot, dash, underscore (it goes into CSV files and barcodes). */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const variantInputSchema = z.object({
  /** Present when editing an existing variant (so its stock history and cart lines stay attached). */
  _id: z.guid('Variant id is not valid').optional(),
  sku: z
    .string({ error: 'SKU must be text' })
    .trim()
    .min(1, 'SKU is required')
    .max(64, 'SKU must be at most 64 characters')
    .regex(SKU_PATTERN, 'SKU may hold letters, digits, dot, dash and underscore'),
  options: z.record(z.string(), z.string().trim().normalize('NFC'), {
    error: 'Variant options must name a value for each option',
  }),
  stock: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(MAX_VARIANT_STOCK, `Stock must be at most ${MAX_VARIANT_STOCK}`),
  /** Taka per unit; null or absent: the product's price. */
  price: z
    .number({ error: 'Price must be a number' })
    .positive('Price must be more than 0')
    .max(MAX_VARIANT_PRICE_TAKA, `Price must be at most ${MAX_VARIANT_PRICE_TAKA}`)
    .refine(hasAtMostTwoDecimals, 'Price can have at most 2 decimals')
    .nullable()
    .default(null),
  /** Units of this variant in one assortment pack (ratio_pack products only). */
  packUnits: z
    .number({ error: 'Units per pack must be a number' })
    .int('Units per pack must be a whole number')
    .min(1, 'Units per pack must be at least 1')
    .max(MAX_PACK_UNITS, `Units per pack must be at most ${MAX_PACK_UNITS}`)
    .nullable()
    .default(null),
});
export type VariantInput = z.input<typeof variantInputSchema>;
export type VariantInputParsed = z.output<typeof variantInputSchema>;

/** The variant fields of a listing as the form and API send them. */
export const variantFields = {
  options: z
    .array(productOptionSchema, { error: 'Options must be a list' })
    .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`),
  variants: z
    .array(variantInputSchema, { error: 'Variants must be a list' })
    .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`),
  variantRule: z.enum(VARIANT_RULES, { error: 'Choose mixed, per_variant or ratio_pack' }),
};

export type VariantListing = {
  options: ProductOption[];
  variants: VariantInputParsed[];
  variantRule: VariantRule;
};

export type VariantIssue = { path: (string | number)[]; message: string };

const fold = (s: string) => s.toLocaleLowerCase('en');

/**
 * The rules between options and variants, one message per broken rule, each naming its field: option names and
 * each option's values are distinct; options and variants come together; every variant names one listed value
 * for every option and no other key; no two variants share a combination or a SKU (case-insensitive); units per
 * pack are given for every variant of a ratio_pack product and for no other.
 */
export function variantIssues(v: VariantListing): VariantIssue[] {
  const issues: VariantIssue[] = [];
  const names = new Set<string>();
  v.options.forEach((option, i) => {
    if (names.has(fold(option.name)))
      issues.push({ path: ['options', i, 'name'], message: `Option "${option.name}" is listed twice` });
    names.add(fold(option.name));
    const seen = new Set<string>();
    option.values.forEach((value, j) => {
      if (seen.has(fold(value)))
        issues.push({ path: ['options', i, 'values', j], message: `Value "${value}" is listed twice` });
      seen.add(fold(value));
    });
  });
  if (v.options.length > 0 && v.variants.length === 0)
    issues.push({ path: ['variants'], message: 'A product with options needs at least one variant' });
  if (v.options.length === 0 && v.variants.length > 0)
    issues.push({ path: ['options'], message: 'Variants need options (e.g. Size) to tell them apart' });
  if (v.options.length === 0 && v.variantRule !== 'mixed')
    issues.push({ path: ['variantRule'], message: 'Only a product with variants can have this rule' });

  const combos = new Map<string, number>();
  const skus = new Map<string, number>();
  v.variants.forEach((variant, i) => {
    const keys = Object.keys(variant.options);
    for (const key of keys)
      if (!v.options.some((o) => o.name === key))
        issues.push({ path: ['variants', i, 'options', key], message: `"${key}" is not one of the options` });
    for (const option of v.options) {
      const value = variant.options[option.name];
      if (value === undefined || value === '')
        issues.push({ path: ['variants', i, 'options', option.name], message: `Choose a ${option.name}` });
      else if (!option.values.includes(value))
        issues.push({
          path: ['variants', i, 'options', option.name],
          message: `"${value}" is not one of the ${option.name} values`,
        });
    }
    const combo = JSON.stringify(v.options.map((o) => variant.options[o.name] ?? ''));
    const sameCombo = combos.get(combo);
    if (sameCombo !== undefined)
      issues.push({ path: ['variants', i, 'options'], message: `Same options as variant ${sameCombo + 1}` });
    else combos.set(combo, i);
    const sameSku = skus.get(fold(variant.sku));
    if (sameSku !== undefined)
      issues.push({ path: ['variants', i, 'sku'], message: `SKU already used by variant ${sameSku + 1}` });
    else skus.set(fold(variant.sku), i);
    if (v.variantRule === 'ratio_pack' && variant.packUnits === null)
      issues.push({
        path: ['variants', i, 'packUnits'],
        message: 'Say how many of this variant go in a pack',
      });
    if (v.variantRule !== 'ratio_pack' && variant.packUnits !== null)
      issues.push({ path: ['variants', i, 'packUnits'], message: 'Units per pack are for ratio packs only' });
  });
  return issues;
}

/**
 * The cart and checkout order a product with variants by variant (migration 0034). A quoted order (RFQ) names no
 * variant and would take products.stock alone, parting it from its variants' sum: it still refuses such a
 * product, PRODUCT_UNAVAILABLE with this text.
 */
export const VARIANT_ORDERING_MESSAGE =
  'This product is sold by size and colour, which cannot be ordered online yet';
/** A line of a product with variants names its variant; one of a product without names none (field `variant`). */
export const CHOOSE_VARIANT_MESSAGE = 'Choose a size and colour for this product';
export const NO_VARIANTS_MESSAGE = 'This product has no variants: leave out ?variant=';
export const UNKNOWN_VARIANT_MESSAGE = 'This variant is not sold here';
export const hasVariants = (product: { options?: readonly unknown[] | null }): boolean =>
  (product.options?.length ?? 0) > 0;

/** A product's stock when it has variants: the sum of theirs (SEED.md's `maxQuantity`). */
export const variantStockTotal = (variants: readonly { stock: number }[]): number =>
  variants.reduce((sum, v) => sum + v.stock, 0);

/** A variant as the API returns it (inside a product). `price` null: the product's price. */
export const productVariantSchema = z
  .object({
    _id: z.string(),
    sku: z.string(),
    options: z.record(z.string(), z.string()),
    stock: z.number().int(),
    price: z.number().nullable(),
    packUnits: z.number().int().nullable(),
  })
  .meta({ id: 'ProductVariant' });
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productVariantFieldsSchema = z.object({
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(productVariantSchema),
  variantRule: z.enum(VARIANT_RULES),
});
