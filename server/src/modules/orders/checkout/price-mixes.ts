import {
  CHOOSE_VARIANT_MESSAGE,
  formatTaka,
  hasVariants,
  mixErrorApiCode,
  NO_VARIANTS_MESSAGE,
  poishaToTaka,
  quoteMix,
  type MixRules,
  type VariantRule,
} from '@bulkbazar/contract';
import { AppError } from '../../../kernel/app-error.js';
import type { Line, ProductRow, TakenLine, VariantRow } from './lines.js';

/** The engine's rules for a product with variants, as read. */
export const mixRulesOfRow = (p: ProductRow, variants: readonly VariantRow[]): MixRules => ({
  pricePoisha: p.pricePoisha,
  minQuantity: p.minQuantity,
  orderIncrement: p.orderIncrement,
  maxOrderQuantity: p.maxOrderQuantity,
  priceTiers: p.priceTiers,
  variantRule: p.variantRule as VariantRule,
  variants: variants.map((v) => ({
    id: v.id,
    stock: v.stock,
    pricePoisha: v.pricePoisha,
    packUnits: v.packUnits,
  })),
});

/** Lines that name a variant, or whose product has variants: priced as one mix per product. */
export const isMixLine = (line: Line, product: ProductRow | undefined) =>
  Boolean(line.variantId) || (product !== undefined && hasVariants(product));

/**
 * Prices one product's variant lines together (contract quoteMix): the minimum, the packs, the cap and the
 * tier count the mix, stock is each variant's. Refused as a whole, naming the product's line (and the variant
 * at fault): a cart's answer is 409 (the cart no longer matches the shop), a direct line keeps the code's own.
 * The product is on sale and not the buyer's: checked before, as for every line.
 */
export function priceMix(
  product: ProductRow,
  variants: readonly VariantRow[],
  lines: Line[],
  fromCart: boolean,
): TakenLine[] {
  const key = `items.${product.id}`;
  const status = fromCart ? 409 : undefined;
  const named = (message: string) => (fromCart ? `${product.productName}: ${message}` : message);
  if (!hasVariants(product))
    throw new AppError('VALIDATION_FAILED', NO_VARIANTS_MESSAGE, {
      [key]: NO_VARIANTS_MESSAGE,
      variant: NO_VARIANTS_MESSAGE,
    });
  const mix: Record<string, number> = {};
  for (const line of lines) {
    if (!line.variantId)
      throw new AppError('VALIDATION_FAILED', named(CHOOSE_VARIANT_MESSAGE), {
        [key]: CHOOSE_VARIANT_MESSAGE,
        variant: CHOOSE_VARIANT_MESSAGE,
      });
    mix[line.variantId] = line.quantity;
  }
  const quote = quoteMix(mixRulesOfRow(product, variants), mix);
  if (!quote.ok) {
    const fields: Record<string, string> = { [key]: quote.message, quantity: quote.message };
    if (quote.variantId) fields.variant = quote.message;
    const code = mixErrorApiCode(quote.code);
    throw new AppError(code, named(quote.message), fields, code === 'VALIDATION_FAILED' ? undefined : status);
  }
  const byVariant = new Map(quote.lines.map((l) => [l.variantId, l]));
  return lines.map((line) => {
    const priced = byVariant.get(line.variantId!)!;
    if (
      line.acceptedUnitPricePoisha !== undefined &&
      line.acceptedUnitPricePoisha !== priced.unitPricePoisha
    ) {
      const message = `The price changed from ${formatTaka(poishaToTaka(line.acceptedUnitPricePoisha))} to ${formatTaka(poishaToTaka(priced.unitPricePoisha))} per unit: review your cart`;
      throw new AppError('PRICE_CHANGED', `${product.productName}: ${message}`, { [key]: message });
    }
    return {
      line,
      product,
      variant: variants.find((v) => v.id === line.variantId),
      unitPricePoisha: priced.unitPricePoisha,
      lineTotalPoisha: priced.lineTotalPoisha,
    };
  });
}
