import { hasVariants, quoteLine } from '@bulkbazar/contract';
import { AppError, notFound } from '../../../kernel/app-error.js';
import type { OrdersTx } from '../orders.repo.js';
import { rulesOfRow, type ProductRowForRules } from '../product-rules.js';
import type { Line, TakenLine } from './lines.js';
import { priceMix } from './price-mixes.js';

/**
 * Why a line was refused (read after the conditional stock update matched nothing). A cart checkout answers
 * every refused line with 409 (the cart no longer matches the shop); a direct line (Buy now, POST /addorder)
 * keeps each code's own status (422 for a quantity that can never be right, 409 for stock).
 */
export async function refusal(
  tx: OrdersTx,
  line: Line,
  buyerId: string,
  fromCart: boolean,
): Promise<AppError> {
  const key = `items.${line.productId}`;
  const status = fromCart ? 409 : undefined;
  const product = await tx.findProduct(line.productId);
  if (!product) return notFound('Product');
  // A cart's answer names the line's product; a direct line keeps SEED.md's texts as they are.
  const named = (message: string) => (fromCart ? `${product.productName}: ${message}` : message);
  if (product.sellerId === buyerId) {
    const message = 'This is your own product: you cannot order it';
    return new AppError('OWN_PRODUCT', named(message), { [key]: message, productId: message });
  }
  if (product.status !== 'approved' || product.sellerBlocked) {
    const message = 'This product is not available for ordering';
    return new AppError('PRODUCT_UNAVAILABLE', named(message), { [key]: message }, status);
  }
  const quote = quoteLine(rulesOfRow(product), line.quantity);
  const code = quote.ok ? 'OUT_OF_STOCK' : quote.code;
  const message = quote.ok ? 'Not enough stock' : quote.message;
  return new AppError(code, named(message), { [key]: message, quantity: message }, status);
}

/** A listing changed between pricing and taking its stock: the checkout starts again from a fresh read. */
export class ListingChanged extends Error {}

/**
 * What a line's money and parcel depend on: the statement takes the stock only while these are as priced
 * (checkout-write.repo.ts compares the same columns). Names and pictures copied into the order are as read.
 */
const TERMS = [
  'pricePoisha',
  'priceTiers',
  'minQuantity',
  'orderIncrement',
  'maxOrderQuantity',
  'weightGrams',
  'sellerId',
] as const satisfies readonly (keyof ProductRowForRules)[];
const listingTerms = (p: ProductRowForRules) => JSON.stringify(TERMS.map((k) => p[k]));

/**
 * Why the statement took no stock for some line: a listing whose terms changed since the read sends the
 * checkout round again (ListingChanged); otherwise the first line the guard refuses now, in product-id order.
 */
export async function whyRefused(repo: OrdersTx, taken: TakenLine[], buyerId: string, fromCart: boolean) {
  const mixes = new Map<string, TakenLine[]>();
  for (const t of [...taken].sort((a, b) => (a.line.productId < b.line.productId ? -1 : 1))) {
    const now = await repo.findProduct(t.line.productId);
    if (!now || listingTerms(now) !== listingTerms(t.product)) return new ListingChanged();
    if (t.variant) {
      if (
        now.status !== 'approved' ||
        now.sellerBlocked ||
        now.sellerId === buyerId ||
        hasVariants(now) === false
      )
        return refusal(repo, t.line, buyerId, fromCart);
      mixes.set(now.id, [...(mixes.get(now.id) ?? []), t]);
      continue;
    }
    const quote = quoteLine(rulesOfRow(now), t.line.quantity);
    if (!quote.ok || now.status !== 'approved' || now.sellerBlocked || now.sellerId === buyerId)
      return refusal(repo, t.line, buyerId, fromCart);
  }
  // A mix the engine refuses on its variants as they are now (one sold out meanwhile, say).
  for (const [productId, group] of mixes) {
    const now = (await repo.findProduct(productId))!;
    try {
      priceMix(
        now,
        await repo.variantsOf([productId]),
        group.map((t) => t.line),
        fromCart,
      );
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
  }
  // Taken by others and given back in between: try again from a fresh read.
  return new ListingChanged();
}

/** Runs a checkout again (from a fresh read) while a listing changes under it, at most 3 times. */
export async function untilListingsHold<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof ListingChanged)) throw err;
      if (attempt === 3)
        throw new AppError('CONFLICT', 'A product changed while your order was placed: please try again');
    }
  }
}
