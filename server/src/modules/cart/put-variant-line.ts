import {
  CHOOSE_VARIANT_MESSAGE,
  hasVariants,
  MAX_CART_LINES,
  mixErrorApiCode,
  NO_VARIANTS_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  type Mix,
} from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import { lineKey, type CartProductRow, type CartTx } from './cart.repo.js';
import { cartMayHold, mixRulesOf, mixUnitPrice } from './cart-mix.js';
import { cartFull } from './cart-full.js';

const CHOOSE_VARIANT = CHOOSE_VARIANT_MESSAGE;
const NO_VARIANTS = NO_VARIANTS_MESSAGE;
const UNKNOWN_VARIANT = UNKNOWN_VARIANT_MESSAGE;

/**
 * Sets one variant's line of a product with variants (`PUT|POST /api/cart/items/:productId?variant=`). The
 * quantity is judged in the mix of the product's lines (cart-mix.ts: refused only for what no other line can
 * mend), and every line of the product then accepts its price in the new mix: the tier the mix reaches moves
 * them all together, which is the buyer's own doing, not a price change to flag. Runs under the buyer's lock.
 */
export async function putVariantLine(
  tx: CartTx,
  buyerId: string,
  product: CartProductRow,
  variantId: string | undefined,
  next: (had: number | undefined) => number,
  adding: boolean,
): Promise<void> {
  if (!hasVariants(product)) throw new AppError('VALIDATION_FAILED', NO_VARIANTS, { variant: NO_VARIANTS });
  if (variantId === undefined)
    throw new AppError('VALIDATION_FAILED', CHOOSE_VARIANT, { variant: CHOOSE_VARIANT });
  const variants = await tx.variantsOf([product.id]);
  const id = variantId.toLowerCase();
  if (!isUuid(id) || !variants.some((v) => v.id === id))
    throw new AppError('NOT_FOUND', UNKNOWN_VARIANT, { variant: UNKNOWN_VARIANT });

  const lines = await tx.quantities(buyerId);
  const had = lines.get(lineKey(product.id, id));
  const quantity = next(had);
  const mix: Record<string, number> = {};
  for (const v of variants) {
    const held = lines.get(lineKey(product.id, v.id));
    if (held !== undefined) mix[v.id] = held;
  }
  mix[id] = quantity;
  const rules = mixRulesOf(product, variants);
  const refused = cartMayHold(rules, mix, id);
  if (refused) {
    const message =
      adding && had && (refused.code === 'OUT_OF_STOCK' || refused.code === 'ABOVE_ORDER_LIMIT')
        ? `${refused.message}, and your cart already holds ${had}`
        : refused.message;
    throw new AppError(mixErrorApiCode(refused.code), message, { quantity: message, variant: message });
  }
  if (had === undefined && lines.size >= MAX_CART_LINES) throw cartFull('items');
  await tx.setLine(buyerId, product.id, quantity, mixUnitPrice(rules, mix, id), 0, id);
  await acceptMixPrices(tx, buyerId, product.id, rules, mix, id);
}

async function acceptMixPrices(
  tx: CartTx,
  buyerId: string,
  productId: string,
  rules: ReturnType<typeof mixRulesOf>,
  mix: Mix,
  except: string,
) {
  for (const variantId of Object.keys(mix))
    if (variantId !== except)
      await tx.acceptPrice(buyerId, productId, variantId, mixUnitPrice(rules, mix, variantId));
}
