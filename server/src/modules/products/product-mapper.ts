import {
  categoryName,
  findCategory,
  poishaToTaka,
  type CategorySlug,
  type Product,
  type ProductCard,
  type ProductStatus,
  type VariantRule,
} from '@bulkbazar/contract';
import type { ProductRow } from './products.repo.js';
import type { VariantRow } from './variants.repo.js';

/**
 * Database row → the API's Product (SEED.md's field names, `_id`, price in taka). With `variants` (a product's
 * own page and the seller's reads) the product carries them; catalog lists leave them out.
 */
export function toProduct(row: ProductRow, variants?: VariantRow[]): Product {
  const slug = (findCategory(row.category)?.slug ?? row.category) as CategorySlug;
  return {
    _id: row.id,
    sku: row.sku,
    productName: row.productName,
    image: row.image,
    extraimages: row.extraImages,
    brand: row.brand,
    category: categoryName(slug),
    categorySlug: slug,
    price: poishaToTaka(row.pricePoisha),
    rating: row.rating,
    reviewCount: row.reviewCount,
    description: row.description,
    content: row.content,
    minQuantity: row.minQuantity,
    maxQuantity: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    orderIncrement: row.orderIncrement,
    maxOrderQuantity: row.maxOrderQuantity,
    weightKg: row.weightGrams / 1000,
    priceTiers: row.priceTiers.map((t) => ({
      minQuantity: t.minQuantity,
      price: poishaToTaka(t.pricePoisha),
    })),
    options: row.options,
    variantRule: row.variantRule as VariantRule,
    ...(variants && {
      variants: variants.map((v) => ({
        _id: v.id,
        sku: v.sku,
        options: v.options,
        stock: v.stock,
        price: v.pricePoisha === null ? null : poishaToTaka(v.pricePoisha),
        packUnits: v.packUnits,
      })),
    }),
    author: row.authorEmail,
    authorName: row.authorName,
    sellerId: row.sellerId,
    sellerRating: row.sellerRating,
    sellerReviewCount: row.sellerReviewCount,
    sellerVerified: row.sellerVerified,
    status: row.status as ProductStatus,
    rejectionReason: row.rejectionReason,
    publishDate: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Product → what a catalog card shows (lists and the home page); the cache stores exactly this. */
export function toProductCard(p: Product): ProductCard {
  return {
    _id: p._id,
    productName: p.productName,
    image: p.image,
    brand: p.brand,
    category: p.category,
    categorySlug: p.categorySlug,
    price: p.price,
    rating: p.rating,
    reviewCount: p.reviewCount,
    description: p.description,
    minQuantity: p.minQuantity,
    maxQuantity: p.maxQuantity,
    orderIncrement: p.orderIncrement,
    maxOrderQuantity: p.maxOrderQuantity,
    priceTiers: p.priceTiers,
    authorName: p.authorName,
    sellerVerified: p.sellerVerified,
    publishDate: p.publishDate,
    // Only the rules a card speaks of (a ratio pack's minimum is in packs): 'mixed' is the default, not sent.
    ...(p.variantRule && p.variantRule !== 'mixed' ? { variantRule: p.variantRule } : {}),
  };
}
