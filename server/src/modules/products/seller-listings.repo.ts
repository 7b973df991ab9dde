import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productVariants, products } from '../../db/schema.js';
import { selectProducts, type ProductRow } from './products.repo.js';
import type { VariantRow } from './variants.repo.js';

export type SellerListing = { product: ProductRow; variants: VariantRow[] };

/** All of a seller's listings with their variants, in two queries (an export, or an import's matching by SKU). */
export async function loadSellerListings(db: Db, sellerId: string): Promise<SellerListing[]> {
  const rows = await selectProducts(db)
    .where(eq(products.sellerId, sellerId))
    .orderBy(desc(products.createdAt), desc(products.id));
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.sellerId, sellerId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const byProduct = new Map<string, VariantRow[]>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  return rows.map((product) => ({ product, variants: byProduct.get(product.id) ?? [] }));
}
