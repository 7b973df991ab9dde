import {
  BUYER_CANCELLABLE,
  canMoveOrder,
  declineBodySchema,
  DECLINABLE,
  stepsBetween,
  type OrderStatus,
} from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { CreditPort } from '../credit/credit-port.js';
import type { Postings } from '../ledger/postings.js';
import { conflict, loadOrder } from './order-access.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';

/**
 * Status changes: the seller (or an admin) moves an order forward along the fulfilment path, the buyer (or an
 * admin) cancels, the seller (or an admin) declines a pending order with a reason. Each is one transaction
 * whose UPDATE only matches the statuses it may start from, so racing requests change an order once.
 */
export function createOrderMoves(
  repo: OrdersRepo,
  catalog: CatalogEvents,
  /** Gives a cancelled order's online payment back through its gateway (nothing for unpaid orders). */
  refund: (orderId: string) => Promise<void>,
  /** The marketplace's books: a delivery posts its entry in the move's transaction (none: nothing posted). */
  postings?: Postings,
  /** Trade credit: a cancelled order paid on invoice gives its credit back in the cancel's transaction. */
  credit?: Pick<CreditPort, 'releaseOrders'>,
) {
  const currentStatus = async (id: string) => (await repo.findById(id))!.orderStatus;

  /** Cancels and puts every line's stored quantity back in stock, in one transaction, exactly once. */
  async function cancel(viewer: Viewer, row: OrderRow, from: OrderStatus[], reason?: string) {
    const done = await repo.transaction(async (tx, txDb) => {
      // An order still awaiting approval is tried first on its own: its seller was never told of it, so is not
      // told of its end either. The UPDATE decides which it was, so an approval racing this cancel is counted.
      const waiting = from.includes('awaiting_approval')
        ? await tx.transition(row.id, ['awaiting_approval'], 'cancelled', reason)
        : undefined;
      const others = from.filter((status) => status !== 'awaiting_approval');
      const moved = waiting ?? (await tx.transition(row.id, others, 'cancelled', reason));
      if (!moved) return false;
      // In product-id order, as checkouts take stock, so a cancel and a checkout never wait on each other.
      for (const item of await tx.itemsForStock(row.id))
        if (item.productId) await tx.returnStock(item.productId, item.quantity, item.variantId, row.id);
      await credit?.releaseOrders(txDb, [row]);
      await tx.addEvent(row.id, 'cancelled', viewer.id, reason);
      await tx.notify([row.id], {
        kind: 'status',
        status: 'cancelled',
        actorId: viewer.id,
        reason,
        sellerToo: !waiting,
      });
      return true;
    });
    if (!done) {
      const current = await currentStatus(row.id);
      const verb = reason ? 'declined' : 'cancelled';
      throw conflict(`This order is ${current} and can no longer be ${verb}`, 'orderStatus', current);
    }
    catalog.changed('stock-returned');
    await refund(row.id);
  }

  return {
    /** The buyer (own orders) or an admin cancels a pending or processing order, or one awaiting approval. */
    async cancelAsBuyer(viewer: Viewer, id: string) {
      await cancel(viewer, await loadOrder(repo, viewer, id, 'buyer'), BUYER_CANCELLABLE);
    },

    /** The product's seller (or an admin) declines a pending order; the buyer is shown the reason. */
    async decline(viewer: Viewer, id: string, reason: string) {
      // The route has validated it already; a direct caller (the seed, a test) gets the same rule.
      const parsed = declineBodySchema.shape.reason.safeParse(reason);
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        throw new AppError('VALIDATION_FAILED', message, { reason: message });
      }
      await cancel(viewer, await loadOrder(repo, viewer, id, 'seller'), DECLINABLE, parsed.data);
    },

    /**
     * Moves an order forward: the seller one step, an admin any number of steps (each step passed is
     * recorded in the history). The row is locked while the contract's rule decides, so two moves queue.
     * `seen` is the status the mover saw: if the order has left it, the move is refused even when it would be
     * legal from where the order is now (the second tap of a double tap, a stale tab).
     */
    async move(viewer: Viewer, id: string, to: OrderStatus, seen?: OrderStatus) {
      await loadOrder(repo, viewer, id, 'seller');
      const by = viewer.role === 'admin' ? 'admin' : 'seller';
      await repo.transaction(async (tx, txDb) => {
        const from = (await tx.lockStatus(id)) as OrderStatus;
        if (seen !== undefined && seen !== from)
          throw conflict(
            `This order is already ${from}; it was ${seen} when you chose to mark it ${to}`,
            'orderStatus',
            from,
          );
        if (!canMoveOrder(from, to, by))
          throw conflict(`This order is ${from}; it cannot be marked ${to}`, 'orderStatus', from);
        const moved = (await tx.transition(id, [from], to))!;
        // Delivered (a step or an admin's skip): the buyer's money becomes the seller's and the platform's.
        if (to === 'delivered') await postings?.(txDb).orderDelivered(moved, moved.deliveredAt!);
        await tx.addEvents(id, stepsBetween(from, to), viewer.id);
        // A staff member's move is in the audit trail (a seller's own moves are the order's history only).
        const target = { type: 'order', id };
        if (by === 'admin')
          await tx.audit(viewer, {
            action: 'order.status',
            target,
            before: { orderStatus: from },
            after: { orderStatus: to },
          });
        // One notification for the move, however many steps an admin skipped.
        await tx.notify([id], { kind: 'status', status: to, actorId: viewer.id, sellerToo: true });
      });
    },
  };
}
