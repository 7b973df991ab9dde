import { formatCount, MAX_CART_LINES, type Cart, type ReorderResult } from '@bulkbazar/contract';
import { notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import { lineKey, type CartRepo } from './cart.repo.js';
import { fitLine } from './fit-line.js';

type Note = Cart['notes'][number];

/**
 * "Buy again": each line of one of the buyer's orders goes into the cart at today's price. The line is set
 * to the ordered quantity (snapped to a valid one today), not added to: pressing it twice does not double
 * the cart. What is no longer for sale is skipped and named.
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
    const current = await tx.quantities(viewer.id);
    for (const [position, item] of items.entries()) {
      const product = item.productId ? products.get(item.productId) : undefined;
      const fit = fitLine(product, viewer.id, item.quantity);
      const skip = (reason: string) =>
        skipped.push({ productId: item.productId, productName: item.productName, reason });
      if (!fit.ok) {
        skip(fit.reason);
        continue;
      }
      const productId = item.productId!;
      const had = current.get(lineKey(productId, null));
      if (had === undefined && current.size >= MAX_CART_LINES) {
        skip(`Your cart is full (${MAX_CART_LINES} lines)`);
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
