import { hasVariants, MAX_CART_LINES, quoteLine, type Cart, type CartLinesInput } from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import { cartFull } from './cart-full.js';
import { lineKey, type CartLineRow, type CartRepo, type CartTx } from './cart.repo.js';
import { isOnSale, priceCart, rulesOf } from './cart-pricing.js';
import { putVariantLine } from './put-variant-line.js';
import { fitLine, NOT_FOR_SALE, OWN } from './fit-line.js';
import { lineRefused } from './line-refused.js';
import { reorder } from './reorder.js';

type Note = Cart['notes'][number];

export { cartFull } from './cart-full.js';

/**
 * A signed-in buyer's cart (PRODUCT.md "Cart and checkout"). Every answer is the whole cart re-priced now;
 * the cart never takes stock (the checkout does). One buyer's writes run one at a time (a row lock).
 */
export function createCartService(repo: CartRepo) {
  const cartOf = async (userId: string, notes: Note[] = []): Promise<Cart> => {
    const lines: CartLineRow[] = await repo.lines(userId);
    const withVariants = [...new Set(lines.filter((l) => l.variantId).map((l) => l.product.id))];
    const variants = new Map<string, Awaited<ReturnType<CartRepo['variantsOf']>>>();
    for (const v of await repo.variantsOf(withVariants))
      variants.set(v.productId, [...(variants.get(v.productId) ?? []), v]);
    return priceCart(lines, notes, await repo.deliveryRates(), variants);
  };
  const write = (viewer: Viewer, fn: (tx: CartTx) => Promise<void>) =>
    repo.transaction(async (tx) => {
      await tx.lockBuyer(viewer.id);
      await fn(tx);
    });

  /**
   * Sets a line to `next(what it holds now)`, valid by the engine now, at today's unit price. An addition the
   * engine refuses on a line that already held some says so, with the most the line may hold (for "Set to").
   */
  async function putLine(
    viewer: Viewer,
    productId: string,
    variantId: string | undefined,
    next: (had: number | undefined) => number,
    adding: boolean,
  ) {
    if (!isUuid(productId)) throw notFound('Product');
    await write(viewer, async (tx) => {
      const [product] = await tx.products([productId]);
      if (!product) throw notFound('Product');
      if (product.sellerId === viewer.id) throw new AppError('OWN_PRODUCT', OWN, { productId: OWN });
      if (!isOnSale(product))
        throw new AppError('PRODUCT_UNAVAILABLE', NOT_FOR_SALE, { productId: NOT_FOR_SALE });
      if (hasVariants(product) || variantId !== undefined) {
        await putVariantLine(tx, viewer.id, product, variantId, next, adding);
        return;
      }
      const lines = await tx.quantities(viewer.id);
      const had = lines.get(lineKey(productId, null));
      const quantity = next(had);
      const rules = rulesOf(product);
      const quote = quoteLine(rules, quantity);
      if (!quote.ok) throw lineRefused(quote, rules, adding ? had : undefined);
      if (had === undefined && lines.size >= MAX_CART_LINES) throw cartFull('items');
      await tx.setLine(viewer.id, productId, quantity, quote.unitPricePoisha);
    });
    return cartOf(viewer.id);
  }

  return {
    get: (viewer: Viewer) => cartOf(viewer.id),

    /**
     * Sets a line's quantity, valid by the engine now, and accepts today's unit price: sending the same
     * quantity again is how a buyer accepts a changed price.
     */
    setQuantity: (viewer: Viewer, productId: string, quantity: number, variantId?: string): Promise<Cart> =>
      putLine(viewer, productId, variantId, () => quantity, false),

    /**
     * "Add to cart": `quantity` more units on the line (a new line when there is none), counted under the
     * buyer's lock, so two adds never lose one. A refusal says what the line already holds.
     */
    add: (viewer: Viewer, productId: string, quantity: number, variantId?: string): Promise<Cart> =>
      putLine(viewer, productId, variantId, (had) => (had ?? 0) + quantity, true),

    async remove(viewer: Viewer, productId: string, variantId?: string): Promise<Cart> {
      const removed =
        isUuid(productId) &&
        (variantId === undefined || isUuid(variantId)) &&
        (await repo.removeLine(viewer.id, productId, variantId ?? null));
      if (!removed) {
        const message = 'This product is not in your cart';
        throw new AppError('NOT_FOUND', message, { productId: message });
      }
      return cartOf(viewer.id);
    },

    async clear(viewer: Viewer): Promise<Cart> {
      await repo.clear(viewer.id);
      return cartOf(viewer.id);
    },

    /**
     * The guest cart joins the account's at sign-in: each quantity is added to the line already there and
     * snapped to the nearest valid one; what cannot be bought is left out. Each change or skip is a note.
     */
    async merge(viewer: Viewer, items: CartLinesInput['items']): Promise<Cart> {
      const notes: Note[] = [];
      await write(viewer, async (tx) => {
        const ids = [...new Set(items.map((i) => i.productId).filter(isUuid))];
        const products = new Map((await tx.products(ids)).map((p) => [p.id, p]));
        const current = await tx.quantities(viewer.id);
        for (const [position, item] of items.entries()) {
          const had = current.get(lineKey(item.productId, null));
          const fit = fitLine(products.get(item.productId), viewer.id, (had ?? 0) + item.quantity);
          const note = (message: string) => notes.push({ productId: item.productId, message });
          if (!fit.ok) {
            note(had === undefined ? fit.reason : `${fit.reason}: the line in your cart was left as it was`);
            continue;
          }
          if (had === undefined && current.size >= MAX_CART_LINES) {
            note(`Your cart is full (${MAX_CART_LINES} lines): this product was not added`);
            continue;
          }
          if (fit.note) note(fit.note);
          if (fit.quantity === had) continue;
          await tx.setLine(viewer.id, item.productId, fit.quantity, fit.unitPricePoisha, position);
          current.set(lineKey(item.productId, null), fit.quantity);
        }
      });
      return cartOf(viewer.id, notes);
    },

    /**
     * A guest's cart priced as a stored one would be (nothing is stored, no price was accepted, so no
     * PRICE_CHANGED). A line named twice counts once with both quantities. A product the shop does not
     * show is left out with a note, never shown: anyone may call this with any id.
     */
    async preview(items: CartLinesInput['items']): Promise<Cart> {
      const wanted = new Map<string, number>();
      for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      const products = new Map(
        (await repo.products([...wanted.keys()].filter(isUuid))).map((p) => [p.id, p]),
      );
      const notes: Note[] = [];
      const lines = [];
      for (const [productId, quantity] of wanted) {
        const product = products.get(productId);
        if (product && isOnSale(product)) lines.push({ product, quantity, acceptedUnitPricePoisha: null });
        else notes.push({ productId, message: NOT_FOR_SALE });
      }
      return priceCart(lines, notes, await repo.deliveryRates());
    },

    reorder: (viewer: Viewer, orderId: string) => reorder(repo, viewer, orderId, cartOf),
  };
}

export type CartService = ReturnType<typeof createCartService>;
