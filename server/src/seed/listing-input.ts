import { productInputSchema, type CategorySlug, type ProductInputParsed } from '@bulkbazar/contract';
import type { SeedItem } from './catalog.js';
import { seedImagePath, SEED_IMAGE_VARIANTS } from './images.js';
import { termsInput } from './trade-terms.js';

export type ListingInput = ProductInputParsed;

/**
 * The listing form's input for a catalog item (with its wholesale terms, if any), checked by the same schema
 * as a seller's form.
 */
export function listingInput(
  item: SeedItem,
  category: CategorySlug,
  variant: number,
  n: number,
): ListingInput {
  const [productName, brand, price, minQuantity, maxQuantity, description] = item;
  const image = (v: number) => seedImagePath(category, v % SEED_IMAGE_VARIANTS);
  return productInputSchema.parse({
    productName,
    image: image(variant),
    extraimages: [image(variant + 1), image(variant + 2)],
    brand,
    category,
    price,
    rating: 3 + ((n * 7) % 3),
    description,
    content: `${description}\n\nPacking: factory cartons, quantity per carton printed on the label. Dispatch from Dhaka within 2 business days; nationwide delivery in 2-5 business days. Invoice with VAT on request.`,
    minQuantity,
    maxQuantity,
    ...termsInput(productName),
  });
}
