import { z } from 'zod';
import { CATEGORY_SLUGS } from './category-slugs.js';

/**
 * The price bands of the catalog's facets, in taka, each from `min` to `max` inclusive (the last has no top).
 * Fixed rather than computed from the results so a band's link means the same on every page: a packet of
 * tea, a sack of rice, an appliance, a machine, a truckload.
 */
export const PRICE_BANDS = [
  { min: 0, max: 499.99 },
  { min: 500, max: 1999.99 },
  { min: 2000, max: 9999.99 },
  { min: 10_000, max: 49_999.99 },
  { min: 50_000, max: null },
] as const;

/** The most brands and sellers a facet lists (the commonest first). */
export const MAX_FACET_VALUES = 10;

/** How many matching products, newest first, the facets count at most; past it `partial` is true. */
export const FACET_SAMPLE = 5000;

const price = z.coerce.number().finite().min(0).max(100_000_000);

/** The most option values (Size M, Colour Red) one catalog query may ask for together. */
export const MAX_OPTION_FILTERS = 3;

/**
 * `option` of the catalog's queries (issue 30 item 4): "Name:Value" — an option's name as the seller wrote it, a
 * colon, one of its values ("Size:M", "Colour:Red"); once, or repeated for several options (all must hold).
 */
export const optionFiltersSchema = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z
    .array(
      z
        .string()
        .trim()
        .normalize('NFC')
        .regex(/^[^:]{1,30}:.{1,30}$/u, 'must be an option and one of its values, as Size:M'),
      { error: 'must be an option and one of its values, as Size:M' },
    )
    .max(MAX_OPTION_FILTERS, `at most ${MAX_OPTION_FILTERS} option values at once`),
);

/** The option name and value of one `option` filter ("Size:M" → Size, M), both trimmed. */
export function parseOptionFilter(filter: string): { name: string; value: string } {
  const colon = filter.indexOf(':');
  return { name: filter.slice(0, colon).trim(), value: filter.slice(colon + 1).trim() };
}

/** Query of GET /api/products/facets: the results page's words and filters (GET /api/products' own). */
export const productFacetsQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: z.enum(CATEGORY_SLUGS).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    brand: z.string().trim().min(1).max(100).optional(),
    seller: z.string().trim().min(1).max(100).optional(),
    option: optionFiltersSchema.optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ['maxPrice'],
    message: 'maxPrice must be at least minPrice',
  });
export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>;

const count = z.number().int().min(0);

export const productFacetsSchema = z
  .object({
    /** Matching products counted (at most FACET_SAMPLE). */
    total: count,
    /** True when more products matched than were counted (the newest FACET_SAMPLE were). */
    partial: z.boolean(),
    categories: z.array(z.object({ slug: z.enum(CATEGORY_SLUGS), count })),
    brands: z.array(z.object({ brand: z.string(), count })),
    priceBands: z.array(z.object({ min: z.number(), max: z.number().nullable(), count })),
    sellers: z.array(z.object({ id: z.string(), name: z.string(), count })),
    /** The variants' options of the matches (Size, Colour) and each value's count, the commonest first. */
    options: z.array(z.object({ name: z.string(), values: z.array(z.object({ value: z.string(), count })) })),
  })
  .meta({ id: 'ProductFacets' });
export type ProductFacets = z.infer<typeof productFacetsSchema>;
