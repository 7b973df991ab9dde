import type { QuantityRules } from '@bulkbazar/contract';

/** The columns of a products row the quantity engine reads. */
export type ProductRowForRules = {
  id: string;
  sellerId: string;
  productName: string;
  image: string;
  sku: string;
  brand: string;
  category: string;
  description: string;
  rating: number;
  pricePoisha: number;
  minQuantity: number;
  orderIncrement: number;
  maxOrderQuantity: number | null;
  stock: number;
  /** One unit's shipping weight (the delivery charge's weight band). */
  weightGrams: number;
  priceTiers: { minQuantity: number; pricePoisha: number }[];
};

/** A products row → the engine's rules (money already in poisha there). */
export function rulesOfRow(
  row: Omit<
    ProductRowForRules,
    'id' | 'sellerId' | 'productName' | 'image' | 'sku' | 'brand' | 'category' | 'description' | 'rating'
  >,
): QuantityRules {
  return {
    pricePoisha: row.pricePoisha,
    minQuantity: row.minQuantity,
    orderIncrement: row.orderIncrement,
    maxOrderQuantity: row.maxOrderQuantity,
    stock: row.stock,
    priceTiers: row.priceTiers,
  };
}
