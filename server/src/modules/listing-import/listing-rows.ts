import { poishaToTaka } from '@bulkbazar/contract';
import type { ProductRow } from '../products/products.repo.js';
import type { VariantRow } from '../products/variants.repo.js';
import {
  SHEET_IMAGE_SEPARATOR,
  SHEET_TIER_SEPARATOR,
  LISTING_SHEET_HEADERS_EN,
  type ListingSheetRow,
} from '@bulkbazar/contract';

const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * A listing as sheet rows: one per variant, or one for a product without options. The handle is the product's
 * SKU (stable across edits); the product's own fields are written on every row so any row reads on its own.
 */
export function listingToRows(product: ProductRow, variants: VariantRow[]): ListingSheetRow[] {
  const base: ListingSheetRow = Object.fromEntries(
    LISTING_SHEET_HEADERS_EN.map((h) => [h, '']),
  ) as ListingSheetRow;
  Object.assign(base, {
    handle: product.sku,
    name: product.productName,
    description: product.description,
    details: product.content,
    category: product.category,
    brand: product.brand,
    price: num(poishaToTaka(product.pricePoisha)),
    minimum: num(product.minQuantity),
    pack: num(product.orderIncrement),
    max_per_order: num(product.maxOrderQuantity),
    weight_kg: num(product.weightGrams / 1000),
    tiers: product.priceTiers
      .map((t) => `${t.minQuantity}:${poishaToTaka(t.pricePoisha)}`)
      .join(`${SHEET_TIER_SEPARATOR} `),
    variant_rule: product.variantRule,
    image: product.image,
    extra_images: product.extraImages.join(SHEET_IMAGE_SEPARATOR),
  });
  if (variants.length === 0) return [{ ...base, sku: product.sku, stock: num(product.stock) }];
  return variants.map((v) => {
    const row: ListingSheetRow = { ...base, sku: v.sku, stock: num(v.stock) };
    row.variant_price = v.pricePoisha === null ? '' : num(poishaToTaka(v.pricePoisha));
    row.pack_units = num(v.packUnits);
    product.options.forEach((o, i) => {
      const n = (i + 1) as 1 | 2 | 3;
      row[`option${n}_name`] = o.name;
      row[`option${n}_value`] = v.options[o.name] ?? '';
    });
    return row;
  });
}
