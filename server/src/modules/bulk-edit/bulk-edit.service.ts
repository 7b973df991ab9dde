import {
  listingRuleIssues,
  poishaToTaka,
  takaToPoisha,
  type BulkEdit,
  type BulkEditItem,
  type BulkEditResult,
} from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { BulkEditRepo, BulkWrite, LockedProduct } from './bulk-edit.repo.js';

const NOT_FOUND = 'Product not found';
const TWICE = 'This price or stock is already in the list';

/**
 * The listing rules a new base price would break that the listing did not already break (tiers below the base
 * price, the minimum order's total within the cap), as the form's edit checks them on the merged listing. A rule
 * broken before (stock sold below the MOQ) is not the price's fault and does not stop a price edit.
 */
function priceIssues(product: LockedProduct, pricePoisha: number): string[] {
  const rules = (poisha: number) =>
    listingRuleIssues({
      price: poishaToTaka(poisha),
      minQuantity: product.minQuantity,
      maxQuantity: product.stock,
      orderIncrement: product.orderIncrement,
      maxOrderQuantity: product.maxOrderQuantity,
      priceTiers: product.priceTiers.map((t) => ({
        minQuantity: t.minQuantity,
        price: poishaToTaka(t.pricePoisha),
      })),
    });
  const before = new Set(rules(product.pricePoisha).map((i) => i.path.join('.')));
  return rules(pricePoisha)
    .filter((i) => !before.has(i.path.join('.')))
    .map((i) => i.message);
}

/**
 * The writes the items make, or the refusal naming each bad item at its field (`items.3.price`): another
 * seller's or a missing product is a 404, anything else a 400; a value equal to the stored one writes nothing.
 */
export function planBulkEdit(items: BulkEditItem[], products: Map<string, LockedProduct>): BulkWrite[] {
  const missing: Record<string, string> = {};
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const writes: BulkWrite[] = [];
  items.forEach((item, i) => {
    const at = (field: string) => `items.${i}.${field}`;
    const product = products.get(item.productId);
    if (!product) {
      missing[at('productId')] = NOT_FOUND;
      return;
    }
    const variantId = item.variantId ?? null;
    const key = `${item.productId}/${variantId ?? ''}`;
    if (seen.has(key)) {
      fields[at(variantId ? 'variantId' : 'productId')] = TWICE;
      return;
    }
    seen.add(key);
    const write: BulkWrite = { productId: product.id, variantId };
    if (variantId) {
      if (!product.variants.length) {
        fields[at('variantId')] = 'This product has no variants';
        return;
      }
      const variant = product.variants.find((v) => v.id === variantId);
      if (!variant) {
        fields[at('variantId')] = 'This variant is not one of the product’s';
        return;
      }
      // A variant's price is its own field (null: the product's); the tiers are the product's, on the base price.
      if (item.price !== undefined && takaToPoisha(item.price) !== variant.pricePoisha)
        write.pricePoisha = takaToPoisha(item.price);
      if (item.stock !== undefined && item.stock !== variant.stock) write.stock = item.stock;
    } else {
      // A product with variants has their stock: it is set per variant, as in the form and the adjustments.
      if (item.stock !== undefined && product.variants.length) {
        fields[at('stock')] = 'Choose the variant whose stock moves';
        return;
      }
      if (item.price !== undefined && takaToPoisha(item.price) !== product.pricePoisha) {
        const [issue] = priceIssues(product, takaToPoisha(item.price));
        if (issue) {
          fields[at('price')] = issue;
          return;
        }
        write.pricePoisha = takaToPoisha(item.price);
      }
      if (item.stock !== undefined && item.stock !== product.stock) write.stock = item.stock;
    }
    if (write.pricePoisha !== undefined || write.stock !== undefined) writes.push(write);
  });
  if (Object.keys(missing).length)
    throw new AppError('NOT_FOUND', 'Some of these products are not yours or no longer exist', missing);
  if (Object.keys(fields).length)
    throw new AppError(
      'VALIDATION_FAILED',
      'Some prices or stock could not be saved: nothing was changed',
      fields,
    );
  return writes;
}

/**
 * The seller's bulk edit of prices and stock from the My products table (issue 30 item 6): their own products
 * only, all or nothing. Price edits, like the form's, keep an approved listing approved.
 */
export function createBulkEditService(repo: BulkEditRepo, catalog: CatalogEvents) {
  return {
    async edit(viewer: Viewer, input: BulkEdit): Promise<BulkEditResult> {
      const productIds = [...new Set(input.items.map((item) => item.productId))];
      const updated = await repo.edit(viewer.id, productIds, (products) =>
        planBulkEdit(input.items, products),
      );
      if (updated) catalog.changed('product-updated');
      return { updated };
    },
  };
}

export type BulkEditService = ReturnType<typeof createBulkEditService>;
