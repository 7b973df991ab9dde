import { z } from 'zod';
import { CATEGORIES } from './categories.js';
import { CATEGORY_SLUGS } from './category-slugs.js';
import { productVariantSchema, VARIANT_RULES } from './variants.js';
import { optionFiltersSchema } from './product-facets.js';

export const PRODUCT_STATUSES = ['pending', 'approved', 'rejected', 'blocked'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

const categoryNames = CATEGORIES.map((c) => c.name) as [string, ...string[]];

/** A volume break: from `minQuantity` units on, every unit costs `price` taka. */
export const priceTierSchema = z
  .object({ minQuantity: z.number().int(), price: z.number() })
  .meta({ id: 'PriceTier' });
export type PriceTier = z.infer<typeof priceTierSchema>;

/** A product as the API returns it. `price` is taka per unit (exact to the poisha); dates are ISO strings. */
export const productSchema = z
  .object({
    _id: z.string(),
    sku: z.string(),
    productName: z.string(),
    image: z.string(),
    extraimages: z.array(z.string()),
    brand: z.string(),
    category: z.enum(categoryNames),
    categorySlug: z.enum(CATEGORY_SLUGS),
    price: z.number(),
    // The mean of buyers' reviews to one decimal (0 with none) and how many there are; sellers no longer
    // choose it. The seller's own rating is the mean over all their products' reviews.
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int(),
    description: z.string(),
    content: z.string(),
    minQuantity: z.number().int(),
    maxQuantity: z.number().int(),
    // The wholesale round: pack size, a cap per order (null: only the stock limits) and volume prices.
    orderIncrement: z.number().int(),
    maxOrderQuantity: z.number().int().nullable(),
    priceTiers: z.array(priceTierSchema),
    /** One unit's shipping weight in kg (delivery charges go by weight band). */
    weightKg: z.number(),
    // Issue 30: options and variants (empty without options) and the variant rule. GET /api/product/:id and the
    // seller's own reads carry all three; catalog lists leave the variants out.
    options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })).optional(),
    variants: z.array(productVariantSchema).optional(),
    variantRule: z.enum(VARIANT_RULES).optional(),
    /** The seller's low-stock alert line in units (issue 30 item 7); null: none. Left out of catalog cards. */
    lowStockThreshold: z.number().int().nullable().optional(),
    author: z.string(),
    authorName: z.string(),
    /** The seller (their page is /seller/:id), with their rating over all their products' reviews. */
    sellerId: z.string(),
    sellerRating: z.number(),
    sellerReviewCount: z.number().int(),
    /** The seller's business is verified (trade licence and NID checked by an operator, issue 31 item 5). */
    sellerVerified: z.boolean(),
    status: z.enum(PRODUCT_STATUSES),
    rejectionReason: z.string().nullable(),
    publishDate: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Product' });

export type Product = z.infer<typeof productSchema>;

/**
 * A product as catalog lists and the home page show it: what a card needs, without the long content,
 * extra images, seller email or moderation fields (those come with GET /api/product/:id). A third of the
 * bytes per product, which is most of a catalog answer.
 */
export const productCardSchema = productSchema
  .pick({
    _id: true,
    productName: true,
    image: true,
    brand: true,
    category: true,
    categorySlug: true,
    price: true,
    rating: true,
    reviewCount: true,
    description: true,
    minQuantity: true,
    maxQuantity: true,
    orderIncrement: true,
    maxOrderQuantity: true,
    priceTiers: true,
    authorName: true,
    sellerVerified: true,
    publishDate: true,
    // Sent only when not 'mixed', so that a card can say an assortment pack's minimum counts packs.
    variantRule: true,
  })
  .meta({ id: 'ProductCard' });

export type ProductCard = z.infer<typeof productCardSchema>;

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * The orders GET /api/products accepts: the sorts above, which page by cursor too, and `relevance`, best match
 * first (docs/decisions/0034-search-ranking.md), the default when there are search words. A relevance page is
 * reached by page number only (nextCursor is null): its order is a score, not an indexed key.
 */
export const CATALOG_SORTS = [...PRODUCT_SORTS, 'relevance'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** The order a catalog query gets when it names none: relevance with search words (and no cursor), else newest. */
export const defaultCatalogSort = (q: string | undefined, cursor?: string): CatalogSort =>
  q && cursor === undefined ? 'relevance' : 'newest';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;

const price = z.coerce.number().finite().min(0).max(100_000_000);

/**
 * Where a catalog page ends, for keyset paging: the last product's sort key and id. Opaque to clients (they
 * pass back `nextCursor`); on the wire it is base64url of a JSON array `[sort, ...key, id]`, e.g.
 * `["price-asc", 125055, "<uuid>"]`. Dates are whole microseconds since 1970 (PostgreSQL's precision, which
 * a JS Date would round away).
 */
export type CatalogCursor =
  | { sort: 'newest'; createdUs: number; id: string }
  | { sort: 'price-asc' | 'price-desc'; pricePoisha: number; id: string }
  | { sort: 'rating'; rating: number; createdUs: number; id: string }
  | { sort: 'name'; productName: string; id: string };

export const MAX_CURSOR_LENGTH = 1024;

const cursorId = z.guid();
const micros = z.int(); // safe integers only: ±2^53 µs is 1685–2255
const cursorTuple = z.union([
  z.tuple([z.literal('newest'), micros, cursorId]),
  z.tuple([z.enum(['price-asc', 'price-desc']), z.int().min(0), cursorId]),
  z.tuple([
    z.literal('rating'),
    z
      .number()
      .min(0)
      .max(5)
      .refine((r) => Math.abs(Math.round(r * 10) - r * 10) < 1e-9),
    micros,
    cursorId,
  ]),
  z.tuple([
    z.literal('name'),
    z
      .string()
      .max(500)
      .refine((s) => !s.includes('\u0000')),
    cursorId,
  ]),
]);

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    const binary = atob(
      token
        .replaceAll('-', '+')
        .replaceAll('_', '/')
        .padEnd(Math.ceil(token.length / 4) * 4, '='),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function encodeCatalogCursor(cursor: CatalogCursor): string {
  const key =
    cursor.sort === 'newest'
      ? [cursor.createdUs]
      : cursor.sort === 'rating'
        ? [cursor.rating, cursor.createdUs]
        : cursor.sort === 'name'
          ? [cursor.productName]
          : [cursor.pricePoisha];
  return toBase64Url(JSON.stringify([cursor.sort, ...key, cursor.id]));
}

/** The cursor a token stands for, or undefined for anything malformed (never throws). */
export function decodeCatalogCursor(token: string): CatalogCursor | undefined {
  if (token.length > MAX_CURSOR_LENGTH) return undefined;
  const text = fromBase64Url(token);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = cursorTuple.safeParse(json);
  if (!parsed.success) return undefined;
  const t = parsed.data;
  switch (t[0]) {
    case 'newest':
      return { sort: t[0], createdUs: t[1], id: t[2] };
    case 'rating':
      return { sort: t[0], rating: t[1], createdUs: t[2], id: t[3] };
    case 'name':
      return { sort: t[0], productName: t[1], id: t[2] };
    default:
      return { sort: t[0], pricePoisha: t[1], id: t[2] };
  }
}

/**
 * Query of GET /api/products. Unknown keys are ignored; bad values name their field. `page` (offset paging)
 * keeps working; `cursor` (the previous answer's `nextCursor`) pages by key instead, which costs the same at
 * any depth. A cursor belongs to the sort it was made for.
 */
export const productListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    q: z.string().trim().max(100).optional(),
    category: z.enum(CATEGORY_SLUGS).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    // The facets' links (GET /api/products/facets): one brand, one seller (their user id).
    brand: z.string().trim().min(1).max(100).optional(),
    seller: z.string().trim().min(1).max(100).optional(),
    // The option facets' links (issue 30): "Size:M", repeated for several options.
    option: optionFiltersSchema.optional(),
    // `price_asc` and `price-asc` both work: links in the wild use either.
    sort: z
      .preprocess((v) => (typeof v === 'string' ? v.replace('_', '-') : v), z.enum(CATALOG_SORTS))
      .optional(),
    // SEED.md's clients get whole products (its fields); the storefront asks for cards, a third of the bytes.
    view: z.enum(['full', 'card']).default('full'),
    cursor: z
      .string()
      .max(MAX_CURSOR_LENGTH)
      .refine((c) => decodeCatalogCursor(c) !== undefined, 'is not a cursor this API gave out')
      .optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ['maxPrice'],
    message: 'maxPrice must be at least minPrice',
  })
  .refine(
    (v) => v.cursor === undefined || (decodeCatalogCursor(v.cursor)?.sort ?? v.sort) === (v.sort ?? 'newest'),
    { path: ['cursor'], message: 'this cursor was made for another sort' },
  )
  .refine((v) => v.cursor === undefined || v.page === 1, {
    path: ['cursor'],
    message: 'use either page or cursor, not both',
  })
  .transform((v) => ({ ...v, sort: v.sort ?? defaultCatalogSort(v.q, v.cursor) }));

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPageSchema = z
  .object({
    products: z.array(productSchema),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'ProductPage' });

export type ProductPage = z.infer<typeof productPageSchema>;

/**
 * GET /api/products: whole products (or, with `view=card`, product cards) plus the cursor of the next page
 * (null on the last one).
 */
export const catalogPageSchema = productPageSchema
  .extend({
    products: z.array(z.union([productSchema, productCardSchema])),
    nextCursor: z.string().nullable(),
    /** A search that found little: the same words with the unknown ones replaced by the shop's nearest. */
    didYouMean: z.string().optional(),
  })
  .meta({ id: 'CatalogPage' });

export type CatalogPage = z.infer<typeof catalogPageSchema>;

export const featuredProductsSchema = z.object({ products: z.array(productCardSchema) });
export type FeaturedProducts = z.infer<typeof featuredProductsSchema>;

export const productIdParamsSchema = z.object({ id: z.string().max(100) });

/** The home page rule: at most this many featured products, one per distinct category. */
export const MAX_FEATURED = 7;

export const myProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

export const adminProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  status: z.enum(PRODUCT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const rejectBodySchema = z.object({
  reason: z.string().trim().min(1, 'Say why the listing is rejected').max(500),
});

export const productResponseSchema = z.object({ product: productSchema });

export const categoriesResponseSchema = z.object({
  categories: z.array(z.object({ slug: z.enum(CATEGORY_SLUGS), name: z.string() })),
});
