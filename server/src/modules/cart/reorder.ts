import { formatCount, MAX_CART_LINES, type Cart, type ReorderResult } from '@bulkbazar/contract';
import { notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import { lineKey, type CartRepo, type CartVariantRow } from './cart.repo.js';
import { fitLine, fitMix } from './fit-line.js';

type Note = Cart['notes'][number];

/**
 * "Buy again": each line of one of the buyer's orders goes into the cart at today's price. The line is set
 * to the ordered quantity (snapped to a valid one today), not added to: pressing it twice does not double
 * the cart. A product bought by size and colour comes back as the same mix, taken whole or skipped with the
 * quantity engine's reason. What is no longer for sale is skipped and named.
 */
export async function reorder(
  repo: CartRepo,
  viewer: Viewer,
  orderId: string,
  cartOf: (userId: string, notes: Note[]) => Promise<Cart>,
): Promise<ReorderResult> {
  const added: ReorderResult['added'] = [];
  const skipped: ReorderResult['skipped'] = [];
  const notes: Note[] = [];
  await repo.transaction(async (tx) => {
    const items = isUuid(orderId) ? await tx.orderLines(orderId, viewer.id) : undefined;
    if (!items) throw notFound('Order');
    await tx.lockBuyer(viewer.id);
    const ids = items.flatMap((i) => (i.productId ? [i.productId] : []));
    const products = new Map((await tx.products(ids)).map((p) => [p.id, p]));
    // A product bought by size and colour comes back as its whole mix (the minimum counts the mix).
    const mixed = [...new Set(items.flatMap((i) => (i.productId && i.variantId ? [i.productId] : [])))];
    const variants = new Map<string, CartVariantRow[]>();
    for (const v of await tx.variantsOf(mixed))
      variants.set(v.productId, [...(variants.get(v.productId) ?? []), v]);
    const current = await tx.quantities(viewer.id);
    const skip = (item: (typeof items)[number], reason: string) =>
      skipped.push({ productId: item.productId, productName: item.productName, reason });
    const isFull = (newLines: number) => current.size + newLines > MAX_CART_LINES;
    const done = new Set<string>();
    for (const [position, item] of items.entries()) {
      const product = item.productId ? products.get(item.productId) : undefined;
      if (item.productId && item.variantId) {
        if (done.has(item.productId)) continue;
        done.add(item.productId);
        const productId = item.productId;
        const mix = Object.fromEntries(
          items
            .filter((i) => i.productId === productId && i.variantId)
            .map((i) => [i.variantId!, i.quantity]),
        );
        const fit = fitMix(product, variants.get(productId) ?? [], viewer.id, mix);
        if (!fit.ok) {
          skip(item, fit.reason);
          continue;
        }
        const newLines = fit.lines.filter((l) => !current.has(lineKey(productId, l.variantId))).length;
        if (isFull(newLines)) {
          skip(item, `Your cart is full (${MAX_CART_LINES} lines)`);
          continue;
        }
        // The mix replaces the product's lines of the same variants; others the cart holds stay beside it.
        for (const [i, line] of fit.lines.entries()) {
          await tx.setLine(
            viewer.id,
            productId,
            line.quantity,
            line.unitPricePoisha,
            position + i,
            line.variantId,
          );
          current.set(lineKey(productId, line.variantId), line.quantity);
        }
        added.push({ productId, productName: item.productName, quantity: fit.quantity });
        continue;
      }
      const fit = fitLine(product, viewer.id, item.quantity);
      if (!fit.ok) {
        skip(item, fit.reason);
        continue;
      }
      const productId = item.productId!;
      const had = current.get(lineKey(productId, null));
      if (had === undefined && isFull(1)) {
        skip(item, `Your cart is full (${MAX_CART_LINES} lines)`);
        continue;
      }
      if (fit.note) notes.push({ productId, message: fit.note });
      else if (had !== undefined && had !== fit.quantity)
        notes.push({
          productId,
          message: `Your cart had ${formatCount(had)} units: set to ${formatCount(fit.quantity)} as in this order`,
        });
      await tx.setLine(viewer.id, productId, fit.quantity, fit.unitPricePoisha, position);
      current.set(lineKey(productId, null), fit.quantity);
      added.push({ productId, productName: item.productName, quantity: fit.quantity });
    }
  });
  return { acknowledged: true, added, skipped, cart: await cartOf(viewer.id, notes) };
}
