import type { Order, OrderListQuery, OrderPage, OrderStatus } from '@bulkbazar/contract';
import type { Viewer } from '../../kernel/viewer.js';
import { loadOrder } from './order-access.js';
import { toOrder } from './order-mapper.js';
import { createOrderMoves } from './order-moves.js';
import { createOrderPayments } from './order-payments.js';
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
  const moves = createOrderMoves(repo, catalogChanged);
  const payments = createOrderPayments(repo);
  const reload = async (id: string): Promise<Order> => toOrder((await repo.findById(id))!);
  /** Runs a change, then answers with the order as it is now. */
  const thenReload =
    <A extends unknown[]>(change: (viewer: Viewer, id: string, ...rest: A) => Promise<void>) =>
    async (viewer: Viewer, id: string, ...rest: A): Promise<Order> => {
      await change(viewer, id, ...rest);
      return reload(id);
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
      const row = await loadOrder(repo, viewer, id, 'any');
      const history = (await repo.events(id)).map((e) => ({
        status: e.status as OrderStatus,
        at: e.createdAt.toISOString(),
      }));
      return { order: toOrder(row), history };
    },

    cancelAsBuyer: thenReload(moves.cancelAsBuyer),
    decline: thenReload(moves.decline),
    move: thenReload(moves.move),
    markPaid: thenReload(payments.markPaid),
    cashReceived: thenReload(payments.cashReceived),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
