import { z } from 'zod';
import { MAX_PAGE_SIZE } from './catalog-query.js';
import { CATEGORIES } from './categories.js';
import { CATEGORY_SLUGS } from './category-slugs.js';
import { productVariantSchema, VARIANT_RULES } from './variants.js';

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

// The catalog's query (sorts, paging, cursors) lives in catalog-query.ts, which the catalog page loads without
// the other schemas; re-exported here for the modules that import it from this one.
export * from './catalog-query.js';

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
