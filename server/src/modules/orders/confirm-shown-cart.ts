import { formatCount, formatTaka, poishaToTaka, type ShownCart } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { OrdersTx } from './orders.repo.js';

/** A line as the checkout is about to place it: its product's name and the quantity. */
type PlacedLine = {
  line: { productId: string; variantId?: string | null; quantity: number };
  product: { productName: string };
};

/** A line's key: its product, and its variant for a product with variants. */
const keyOf = (l: { productId: string; variantId?: string | null }) =>
  `${l.productId.toLowerCase()}:${l.variantId?.toLowerCase() ?? ''}`;

/**
 * A checkout step: the checkout places exactly what its page showed, or nothing. The page sends the lines and
 * the total it showed (`shown`); the server compares them with the lines it is about to place and the total
 * it computed (goods and delivery), and refuses any difference — a line removed, added or changed in another
 * tab, a price or a delivery charge that is now another — with 409 CART_CHANGED naming the change and the new
 * total. Lines and total rather than a cart version: the total also catches what no cart write changes (the
 * delivery table, a price accepted elsewhere), and it needs no new column. Without `shown` (an API client)
 * nothing is compared.
 */
export async function confirmShownCart(
  repo: Pick<OrdersTx, 'findProduct'>,
  shown: ShownCart | undefined,
  placing: PlacedLine[],
  totalPoisha: number,
): Promise<void> {
  if (!shown) return;
  const shownTotal = Math.round(shown.total * 100);
  const changes = await lineChanges(repo, shown.lines, placing);
  if (changes.length === 0 && shownTotal === totalPoisha) return;
  const change = changes[0] ?? 'prices or delivery charges changed';
  const more =
    changes.length > 1
      ? ` (and ${formatCount(changes.length - 1)} more ${changes.length === 2 ? 'change' : 'changes'})`
      : '';
  const message = `Your cart changed: ${change}${more}. The total is now ${formatTaka(poishaToTaka(totalPoisha))}, not ${formatTaka(poishaToTaka(shownTotal))}: check it and place the order again`;
  throw new AppError('CART_CHANGED', message, { shown: message });
}

/** One sentence per line removed, added or with another quantity, in the order the page showed them. */
async function lineChanges(
  repo: Pick<OrdersTx, 'findProduct'>,
  shown: ShownCart['lines'],
  placing: PlacedLine[],
): Promise<string[]> {
  const now = new Map(placing.map((p) => [keyOf(p.line), p]));
  const before = new Map(shown.map((l) => [keyOf(l), l.quantity]));
  const changes: string[] = [];
  for (const [key, quantity] of before) {
    const productId = key.split(':')[0]!;
    const line = now.get(key);
    if (!line) {
      // A removed line is no longer among the lines read: its name comes from the product. Only a listing the
      // shop shows is named (anyone may send any id here).
      const product = isUuid(productId) ? await repo.findProduct(productId) : undefined;
      const name = product?.status === 'approved' ? product.productName : 'A product';
      changes.push(`${name} was removed`);
    } else if (line.line.quantity !== quantity) {
      changes.push(
        `${line.product.productName}: ${formatCount(quantity)} units became ${formatCount(line.line.quantity)}`,
      );
    }
  }
  for (const [key, line] of now) if (!before.has(key)) changes.push(`${line.product.productName} was added`);
  return changes;
}
