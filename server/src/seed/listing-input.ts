import { productInputSchema, type CategorySlug, type ProductInputParsed } from '@bulkbazar/contract';
import type { SeedItem } from './catalog.js';
import { seedImagePath, SEED_IMAGE_VARIANTS } from './images.js';
import { termsInput } from './trade-terms.js';
import { variantsInput } from './demo-variants.js';

export type ListingInput = ProductInputParsed;

const PACKING_EN =
  'Packing: factory cartons, quantity per carton printed on the label. Dispatch from Dhaka within 2 business days; delivery within 5 days in Dhaka, 10 days elsewhere in Bangladesh. Invoice with VAT on request.';
// A listing its seller wrote in Bengali has its details in Bengali too.
const PACKING_BN =
  'প্যাকিং: কারখানার কার্টন, প্রতি কার্টনের পরিমাণ লেবেলে লেখা। ঢাকা থেকে ২ কর্মদিবসের মধ্যে পাঠানো হয়; ঢাকায় ৫ দিনের মধ্যে, দেশের অন্য কোথাও ১০ দিনের মধ্যে ডেলিভারি। চাহিদা অনুযায়ী ভ্যাটসহ চালান।';

/**
 * The listing form's input for a catalog item (with its wholesale terms, if any), checked by the same schema
 * as a seller's form.
 */
export function listingInput(item: SeedItem, category: CategorySlug, variant: number): ListingInput {
  const [productName, brand, price, minQuantity, maxQuantity, description] = item;
  const image = (v: number) => seedImagePath(category, v % SEED_IMAGE_VARIANTS);
  return productInputSchema.parse({
    productName,
    image: image(variant),
    extraimages: [image(variant + 1), image(variant + 2)],
    brand,
    category,
    price,
    description,
    // The details add the packing and dispatch to the description (the page shows both, one after the other).
    content: /[\u0980-\u09FF]/.test(productName) ? PACKING_BN : PACKING_EN,
    minQuantity,
    maxQuantity,
    ...termsInput(productName),
    ...variantsInput(productName),
  });
}
