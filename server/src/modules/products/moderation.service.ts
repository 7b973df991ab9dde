import type { AdminProductsQuery, Product, ProductPage, ProductStatus } from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import { toProduct } from './product-mapper.js';
import type { ProductsRepo } from './products.repo.js';

// The review life of a listing: pending → approved | rejected; approved ↔ blocked. A rejected listing
// may be approved after all (the seller fixed it, or the reviewer changed their mind). `requeue` is the
// dashboard's Undo of a review: an approved or rejected listing goes back to pending (off the shop, its
// rejection reason cleared). A blocked one does not: unblocking is its way back.
const MOVES: Record<
  'approve' | 'reject' | 'block' | 'unblock' | 'requeue',
  { from: ProductStatus[]; to: ProductStatus }
> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  block: { from: ['approved'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'approved' },
  requeue: { from: ['approved', 'rejected'], to: 'pending' },
};
export type ModerationAction = keyof typeof MOVES;

/** `catalogChanged` is required: a move that changes what the shop shows must clear the catalog cache. */
export function createModerationService(repo: ProductsRepo, catalogChanged: () => void) {
  return {
    async list(query: AdminProductsQuery): Promise<ProductPage> {
      const rows = await repo.listForModeration(
        query.status,
        query.q,
        (query.page - 1) * query.limit,
        query.limit + 1,
      );
      return {
        products: rows.slice(0, query.limit).map(toProduct),
        page: query.page,
        limit: query.limit,
        hasMore: rows.length > query.limit,
      };
    },

    async act(id: string, action: ModerationAction, reason?: string): Promise<Product> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) throw notFound('Product');
      const move = MOVES[action];
      const moved = await repo.transition(
        id,
        move.from,
        move.to,
        action === 'reject' ? (reason ?? null) : null,
      );
      if (!moved) {
        const current = (await repo.findById(id))?.status ?? row.status;
        throw new AppError('CONFLICT', `Cannot ${action} a listing that is ${current}`, { status: current });
      }
      catalogChanged();
      return toProduct((await repo.findById(id))!);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
