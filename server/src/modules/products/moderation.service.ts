import type { AdminProductsQuery, Product, ProductPage, ProductStatus } from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import { fetchLimit, pageOffset, toPage } from '../../kernel/pagination.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
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

/** Every move puts a listing on the shop or takes it off (or keeps it off): `catalog` is told of each. */
export function createModerationService(repo: ProductsRepo, catalog: CatalogEvents) {
  return {
    async list(query: AdminProductsQuery): Promise<ProductPage> {
      const rows = await repo.listForModeration(
        query.status,
        query.q,
        pageOffset(query),
        fetchLimit(query.limit),
      );
      return toPage('products', rows, query, toProduct);
    },

    async act(viewer: Viewer, id: string, action: ModerationAction, reason?: string): Promise<Product> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) throw notFound('Product');
      const move = MOVES[action];
      const moved = await repo.transition(
        viewer,
        id,
        move.from,
        move.to,
        action === 'reject' ? (reason ?? null) : null,
      );
      if (!moved) {
        const current = (await repo.findById(id))?.status ?? row.status;
        throw new AppError('CONFLICT', `Cannot ${action} a listing that is ${current}`, { status: current });
      }
      catalog.changed('product-moderated');
      return toProduct((await repo.findById(id))!);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
