import { z } from 'zod';
import { CATEGORIES, CATEGORY_SLUGS } from './categories.js';

export const PRODUCT_STATUSES = ['pending', 'approved', 'rejected', 'blocked'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

const categoryNames = CATEGORIES.map((c) => c.name) as [string, ...string[]];

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
    rating: z.number().int().min(1).max(5),
    description: z.string(),
    content: z.string(),
    minQuantity: z.number().int(),
    maxQuantity: z.number().int(),
    author: z.string(),
    authorName: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    rejectionReason: z.string().nullable(),
    publishDate: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Product' });

export type Product = z.infer<typeof productSchema>;

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;

const price = z.coerce.number().finite().min(0).max(100_000_000);

/** Query of GET /api/products. Unknown keys are ignored; bad values name their field. */
export const productListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    q: z.string().trim().max(100).optional(),
    category: z.enum(CATEGORY_SLUGS).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    // `price_asc` and `price-asc` both work: links in the wild use either.
    sort: z
      .preprocess((v) => (typeof v === 'string' ? v.replace('_', '-') : v), z.enum(PRODUCT_SORTS))
      .default('newest'),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ['maxPrice'],
    message: 'maxPrice must be at least minPrice',
  });

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

export const featuredProductsSchema = z.object({ products: z.array(productSchema) });
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
