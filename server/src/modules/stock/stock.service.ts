import type { StockAdjustment, StockHistoryPage, StockHistoryQuery, StockSummary } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { StockProduct, StockRepo } from './stock.repo.js';

/** Adjustments and history of a product's stock: its seller's, or an administrator's (audited). */
export function createStockService(repo: StockRepo, catalog: CatalogEvents) {
  /** The product, when the viewer may see and move its stock; another seller's is a 403 as for edits. */
  async function ownProduct(viewer: Viewer, productId: string): Promise<StockProduct> {
    const product = await repo.product(productId);
    if (!product) throw new AppError('NOT_FOUND', 'Product not found');
    if (viewer.role !== 'admin' && viewer.id !== product.sellerId)
      throw new AppError('FORBIDDEN', 'You can only manage your own listings');
    return product;
  }

  return {
    /** The signed-in seller's own stock: its value and what runs low (their listings only, whatever the role). */
    async summary(viewer: Viewer): Promise<StockSummary> {
      const [value, lowStock] = await Promise.all([repo.stockValue(viewer.id), repo.lowStock(viewer.id)]);
      return {
        stockValuePoisha: value.valuePoisha,
        currency: 'BDT',
        productCount: value.productCount,
        lowStock,
      };
    },

    async adjust(viewer: Viewer, productId: string, input: StockAdjustment) {
      const product = await ownProduct(viewer, productId);
      if (product.hasVariants && !input.variantId)
        throw new AppError('VALIDATION_FAILED', 'Choose the variant whose stock moves', {
          variantId: 'Choose the variant whose stock moves',
        });
      if (!product.hasVariants && input.variantId)
        throw new AppError('VALIDATION_FAILED', 'This product has no variants', {
          variantId: 'This product has no variants',
        });
      // Staff moving a seller's stock leave an audit row, in the same transaction.
      const outcome = await repo.adjust(product, input, viewer, viewer.id !== product.sellerId);
      if (!outcome.ok) {
        if (outcome.why === 'unknown-variant')
          throw new AppError('VALIDATION_FAILED', 'This variant is not one of the product’s', {
            variantId: 'This variant is not one of the product’s',
          });
        throw new AppError(
          'VALIDATION_FAILED',
          outcome.why === 'below-zero' ? 'Stock cannot go below 0' : 'Stock would be too large',
          { change: outcome.why === 'below-zero' ? 'Stock cannot go below 0' : 'Stock would be too large' },
        );
      }
      catalog.changed('product-updated');
      return { stock: outcome.stock, variantStock: outcome.variantStock };
    },

    async history(viewer: Viewer, productId: string, query: StockHistoryQuery): Promise<StockHistoryPage> {
      await ownProduct(viewer, productId);
      const rows = await repo.history(productId, { ...query, limit: query.limit + 1 });
      const shown = rows.slice(0, query.limit);
      return {
        movements: shown.map((r) => ({
          id: r.id,
          at: r.createdAt.toISOString(),
          reason: r.reason,
          change: r.change,
          before: r.before,
          after: r.after,
          variantId: r.variantId,
          variantOptions: r.variantOptions,
          orderId: r.orderId,
          actorName: r.actorName,
          note: r.note,
        })),
        nextCursor: rows.length > query.limit ? shown.at(-1)!.id : null,
      };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
