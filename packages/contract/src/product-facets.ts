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

/** Query of GET /api/products/facets: the results page's words and filters (GET /api/products' own). */
export const productFacetsQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: z.enum(CATEGORY_SLUGS).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    brand: z.string().trim().min(1).max(100).optional(),
    seller: z.string().trim().min(1).max(100).optional(),
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
  })
  .meta({ id: 'ProductFacets' });
export type ProductFacets = z.infer<typeof productFacetsSchema>;
