import { randomBytes } from 'node:crypto';
import {
  kgToGrams,
  listingRuleIssues,
  poishaToTaka,
  takaToPoisha,
  variantIssues,
  variantStockTotal,
  type Product,
  type ProductInputParsed,
  type ProductPage,
  type ProductUpdateParsed,
  type VariantInputParsed,
  type VariantRule,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import { fetchLimit, pageOffset, toPage } from '../../kernel/pagination.js';
import type { Viewer } from '../../kernel/viewer.js';
import { toProduct } from './product-mapper.js';
import { asVariantInputs } from './variant-input.js';
import type { ProductChanges, ProductRow, ProductsRepo } from './products.repo.js';
import type { StockLabel } from './variants.repo.js';
import { isUuid } from '../../kernel/ids.js';
import { isOnSale } from './on-sale.js';

// Edits to what a buyer reads send an approved listing back to review; stock and price edits do not.
const REVIEWED_FIELDS = [
  'productName',
  'description',
  'content',
  'image',
  'extraImages',
  'brand',
  'category',
] as const;

const newSku = () => `BB-${randomBytes(5).toString('hex').toUpperCase()}`;
const isOwnerOrAdmin = (viewer: Viewer, sellerId: string) =>
  viewer.role === 'admin' || viewer.id === sellerId;

function toColumns(input: ProductUpdateParsed): ProductChanges {
  const changes: ProductChanges = {};
  if (input.productName !== undefined) changes.productName = input.productName;
  if (input.image !== undefined) changes.image = input.image;
  if (input.extraimages !== undefined) changes.extraImages = input.extraimages;
  if (input.brand !== undefined) changes.brand = input.brand;
  if (input.category !== undefined) changes.category = input.category;
  if (input.description !== undefined) changes.description = input.description;
  if (input.content !== undefined) changes.content = input.content;
  if (input.price !== undefined) changes.pricePoisha = takaToPoisha(input.price);
  if (input.maxQuantity !== undefined) changes.stock = input.maxQuantity;
  if (input.lowStockThreshold !== undefined) changes.lowStockThreshold = input.lowStockThreshold;
  if (input.minQuantity !== undefined) changes.minQuantity = input.minQuantity;
  if (input.orderIncrement !== undefined) changes.orderIncrement = input.orderIncrement;
  if (input.maxOrderQuantity !== undefined) changes.maxOrderQuantity = input.maxOrderQuantity;
  if (input.weightKg !== undefined) changes.weightGrams = kgToGrams(input.weightKg);
  if (input.options !== undefined) changes.options = input.options;
  if (input.variantRule !== undefined) changes.variantRule = input.variantRule;
  if (input.priceTiers !== undefined)
    changes.priceTiers = input.priceTiers.map((t) => ({
      minQuantity: t.minQuantity,
      pricePoisha: takaToPoisha(t.price),
    }));
  return changes;
}

/**
 * The listing rules (contract's listingRuleIssues) on the listing as it will be after an edit: the fields
 * sent, the rest as stored. The first broken rule answers 400, every broken rule named at its field.
 */
function checkMergedRules(row: ProductRow, changes: ProductChanges, variants: VariantInputParsed[]) {
  const tiers = changes.priceTiers ?? row.priceTiers;
  const issues = [
    ...variantIssues({
      options: changes.options ?? row.options,
      variants,
      variantRule: (changes.variantRule ?? row.variantRule) as VariantRule,
    }),
    ...listingRuleIssues({
      price: poishaToTaka(changes.pricePoisha ?? row.pricePoisha),
      minQuantity: changes.minQuantity ?? row.minQuantity,
      maxQuantity: variants.length ? variantStockTotal(variants) : (changes.stock ?? row.stock),
      orderIncrement: changes.orderIncrement ?? row.orderIncrement,
      maxOrderQuantity:
        changes.maxOrderQuantity === undefined ? row.maxOrderQuantity : changes.maxOrderQuantity,
      priceTiers: tiers.map((t) => ({ minQuantity: t.minQuantity, price: poishaToTaka(t.pricePoisha) })),
    }),
  ];
  if (issues.length === 0) return;
  const fields = Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
  throw new AppError('VALIDATION_FAILED', issues[0]!.message, fields);
}

/** Where a product page request came from: its address and browser (for counting viewers, never stored). */
export type Visit = { address: string; userAgent: string };
type Visitor = Visit & { userId: string | null };

/**
 * A seller's listings: create, edit, delete, their own list, and the product page. Edits and deletes of a
 * listing can change what the public catalog shows, so `catalog` is told (a new listing is pending, off the
 * shop, until a moderator approves it: that is the moderation service's change).
 */
export function createListingsService(
  repo: ProductsRepo,
  isOurImage: (url: string) => boolean,
  countView: (productId: string, visitor: Visitor) => Promise<unknown>,
  catalog: CatalogEvents,
) {
  const checkImages = (input: { image?: string; extraimages?: string[] }) => {
    if (input.image !== undefined && !isOurImage(input.image)) {
      throw new AppError('VALIDATION_FAILED', 'Upload the image here', {
        image: 'Upload the image here; links to other sites are not accepted',
      });
    }
    if (input.extraimages?.some((u) => !isOurImage(u))) {
      throw new AppError('VALIDATION_FAILED', 'Upload the images here', {
        extraimages: 'Upload the images here; links to other sites are not accepted',
      });
    }
  };

  const loadOwned = async (viewer: Viewer, id: string) => {
    const row = isUuid(id) ? await repo.findById(id) : undefined;
    if (!row) throw notFound('Product');
    if (!isOwnerOrAdmin(viewer, row.sellerId))
      throw new AppError('FORBIDDEN', 'Only the seller or an admin can change this product');
    return row;
  };

  return {
    /**
     * A new listing: the seller is the caller, the status is pending, whatever the client sent. `sku` is the
     * seller's own for a product without options (a bulk import's, so a re-import finds it); else one is made.
     */
    async create(
      viewer: Viewer,
      input: ProductInputParsed,
      sku: string = newSku(),
      stockReason: StockLabel['reason'] = 'correction',
    ): Promise<string> {
      checkImages(input);
      return repo.insertWithVariants(
        {
          ...(toColumns(input) as Required<ProductChanges>),
          sellerId: viewer.id,
          sku,
          status: 'pending',
          rejectionReason: null,
        },
        input.variants,
        { reason: stockReason, actorId: viewer.id },
      );
    },

    /** An edit; `stockReason` labels its stock changes in the history (a bulk import's are 'import'). */
    async update(
      viewer: Viewer,
      id: string,
      input: ProductUpdateParsed,
      stockReason: StockLabel['reason'] = 'correction',
    ): Promise<Product> {
      checkImages(input);
      const row = await loadOwned(viewer, id);
      const changes = toColumns(input);
      const stored = await repo.listForProduct(id);
      // A product with variants has their stock: it is edited per variant, not as one number.
      if (input.variants === undefined && stored.length > 0 && input.maxQuantity !== undefined)
        throw new AppError('VALIDATION_FAILED', 'Edit the stock of each variant', {
          maxQuantity: 'This product has variants: edit the stock of each variant',
        });
      // Tier, pack and cap edits, like price and stock, keep an approved listing approved.
      checkMergedRules(row, changes, input.variants ?? asVariantInputs(stored));
      const contentChanged = REVIEWED_FIELDS.some(
        (f) => changes[f] !== undefined && JSON.stringify(changes[f]) !== JSON.stringify(row[f]),
      );
      // An admin's edit is already reviewed; a seller's content edit of a live or rejected listing goes back to the queue.
      if (
        contentChanged &&
        viewer.role !== 'admin' &&
        (row.status === 'approved' || row.status === 'rejected')
      ) {
        changes.status = 'pending';
        changes.rejectionReason = null;
      }
      await repo.updateWithVariants(id, row.sellerId, changes, input.variants, {
        reason: stockReason,
        actorId: viewer.id,
      });
      catalog.changed('product-updated');
      return toProduct((await repo.findById(id))!, await repo.listForProduct(id));
    },

    async remove(viewer: Viewer, id: string): Promise<number> {
      await loadOwned(viewer, id);
      const deleted = await repo.delete(id);
      catalog.changed('product-deleted');
      return deleted;
    },

    async mine(viewer: Viewer, page: number, limit: number): Promise<ProductPage> {
      const rows = await repo.listBySeller(viewer.id, pageOffset({ page, limit }), fetchLimit(limit));
      return toPage('products', rows, { page, limit }, toProduct);
    },

    /** A product anyone may see (on sale), else undefined; no view is counted (page meta, link previews). */
    async findPublic(id: string): Promise<Product | undefined> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      return row && isOnSale(row) ? toProduct(row, await repo.listForProduct(row.id)) : undefined;
    },

    /**
     * A product page: those on sale for everyone; others (pending, rejected, blocked, or of a blocked seller)
     * only for their seller and admins (else 404).
     */
    async view(
      viewer: Viewer | null,
      id: string,
      visit: Visit = { address: '', userAgent: '' },
    ): Promise<Product> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) throw notFound('Product');
      const insider = viewer !== null && isOwnerOrAdmin(viewer, row.sellerId);
      if (!isOnSale(row) && !insider) throw notFound('Product');
      // Shoppers' views feed the conversion rate; the seller's and admins' own looks do not count.
      if (!insider) await countView(row.id, { userId: viewer?.id ?? null, ...visit });
      return toProduct(row, await repo.listForProduct(row.id));
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
