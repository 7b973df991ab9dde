import type { Order } from '@bulkbazar/contract';
import { isLineRefused } from '../checkout-write.repo.js';
import { toOrder } from '../order-mapper.js';
import { whyRefused } from './refusal.js';
import type { Drafted } from './write.js';

/**
 * The commit step: the checkout's rows go to the database in one call (checkout-write.repo.ts), which takes
 * every line's stock only while its listing is as priced; else nothing is written and the answer says why
 * (or the listing changed: refusal.ts's ListingChanged sends the checkout round again).
 */
export async function commit(c: Drafted): Promise<{ id: string; orders: Order[] }> {
  try {
    const written = await c.repo.writeCheckout(c.write);
    // In the order a read would give them (by time, then id: one statement writes them at one time).
    const orders = written
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((o) =>
        toOrder({ ...o, sellerName: o.sellerId ? (c.sellers.get(o.sellerId)?.name ?? null) : null }),
      );
    return { id: c.checkoutId, orders };
  } catch (err) {
    if (isLineRefused(err)) throw await whyRefused(c.repo, c.taken, c.viewer.id, c.fromCart);
    throw err;
  }
}
