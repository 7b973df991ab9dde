import {
  CANCELLABLE,
  NEXT_STATUS,
  type Order,
  type OrderListQuery,
  type OrderPage,
  type OrderStatus,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Viewer } from '../../plugins/access.js';
import { isUuid } from '../products/is-uuid.js';
import { toOrder } from './order-mapper.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';
import { placeOrder } from './place-order.js';

const page = (rows: OrderRow[], p: number, limit: number): OrderPage => ({
  orders: rows.slice(0, limit).map(toOrder),
  page: p,
  limit,
  hasMore: rows.length > limit,
});

// Placing and cancelling move stock, which the catalog shows: `catalogChanged` clears its cache.
export function createOrdersService(repo: OrdersRepo, catalogChanged: () => void = () => {}) {
  /** An order the viewer may see: their own as buyer, their product's as seller, or any as admin. 404 otherwise. */
  const load = async (viewer: Viewer, id: string, as: 'buyer' | 'seller' | 'any') => {
    const row = isUuid(id) ? await repo.findById(id) : undefined;
    const allowed =
      row &&
      (viewer.role === 'admin' ||
        ((as === 'buyer' || as === 'any') && row.buyerId === viewer.id) ||
        ((as === 'seller' || as === 'any') && row.sellerId === viewer.id));
    if (!row || !allowed) throw notFound('Order');
    return row;
  };
  const reload = async (id: string) => toOrder((await repo.findById(id))!);

  /** Cancels and puts the stored quantity back in stock, in one transaction, exactly once. */
  const cancel = async (viewer: Viewer, row: OrderRow): Promise<Order> => {
    const done = await repo.transaction(async (tx) => {
      const moved = await tx.transition(row.id, CANCELLABLE, 'cancelled');
      if (!moved) return false;
      if (moved.productId) await tx.returnStock(moved.productId, moved.quantity);
      await tx.addEvent(row.id, 'cancelled', viewer.id);
      return true;
    });
    if (!done) {
      const current = (await repo.findById(row.id))!.orderStatus;
      throw new AppError('INVALID_TRANSITION', `This order is ${current} and can no longer be cancelled`, {
        orderStatus: current,
      });
    }
    catalogChanged();
    return reload(row.id);
  };

  return {
    async place(viewer: Viewer, input: Parameters<typeof placeOrder>[2], key?: string) {
      const placed = await placeOrder(repo, viewer, input, key);
      if (!placed.replayed) catalogChanged();
      return placed;
    },

    mine: async (viewer: Viewer, q: OrderListQuery) =>
      page(
        await repo.list({ buyerId: viewer.id, status: q.status }, (q.page - 1) * q.limit, q.limit + 1),
        q.page,
        q.limit,
      ),

    forSeller: async (viewer: Viewer, q: OrderListQuery) =>
      page(
        await repo.list(
          { sellerId: viewer.id, status: q.status, q: q.q },
          (q.page - 1) * q.limit,
          q.limit + 1,
        ),
        q.page,
        q.limit,
      ),

    all: async (q: OrderListQuery) =>
      page(
        await repo.list({ status: q.status, q: q.q }, (q.page - 1) * q.limit, q.limit + 1),
        q.page,
        q.limit,
      ),

    async details(viewer: Viewer, id: string) {
      const row = await load(viewer, id, 'any');
      const history = (await repo.events(id)).map((e) => ({
        status: e.status as OrderStatus,
        at: e.createdAt.toISOString(),
      }));
      return { order: toOrder(row), history };
    },

    /** The buyer (own orders) or an admin cancels a pending or processing order. */
    cancelAsBuyer: async (viewer: Viewer, id: string) => cancel(viewer, await load(viewer, id, 'buyer')),

    /** The seller of the product or an admin moves the order one step on (or cancels it). */
    async move(viewer: Viewer, id: string, to: OrderStatus): Promise<Order> {
      const row = await load(viewer, id, 'seller');
      if (to === 'cancelled') return cancel(viewer, row);
      const from = (Object.keys(NEXT_STATUS) as OrderStatus[]).filter((s) => NEXT_STATUS[s] === to);
      const moved = from.length
        ? await repo.transaction(async (tx) => {
            const ok = await tx.transition(id, from, to);
            if (ok) await tx.addEvent(id, to, viewer.id);
            return ok;
          })
        : undefined;
      if (!moved) {
        const current = (await repo.findById(id))!.orderStatus;
        throw new AppError('INVALID_TRANSITION', `This order is ${current}; it cannot be marked ${to}`, {
          orderStatus: current,
        });
      }
      return reload(id);
    },

    async markPaid(id: string): Promise<Order> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) throw notFound('Order');
      if (!(await repo.markPaid(id)))
        throw new AppError('INVALID_TRANSITION', 'This order is already marked paid', {
          paymentStatus: 'paid',
        });
      return reload(id);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
