import { takaToPoisha, type VariantInputParsed } from '@bulkbazar/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productVariants, products } from '../../db/schema.js';
import { AppError } from '../../kernel/app-error.js';
import { isUniqueViolation } from '../../kernel/db-errors.js';

// products.repo.ts's NewProduct and ProductChanges, restated from the table (that module spreads this one in).
type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'search'>;
type ProductChanges = Partial<Omit<NewProduct, 'sellerId' | 'sku'>>;

// A product's variants (issue 30), written with the product in one transaction. products.stock is the
// variants' sum, kept by migration 0032's trigger, so nothing here writes it for a product with variants.

export type VariantRow = typeof productVariants.$inferSelect;

const columns = (productId: string, sellerId: string, v: VariantInputParsed, position: number) => ({
  productId,
  sellerId,
  sku: v.sku,
  options: v.options,
  stock: v.stock,
  pricePoisha: v.price === null ? null : takaToPoisha(v.price),
  packUnits: v.packUnits,
  position,
});

/** A SKU another of the seller's variants holds: 409 naming the variant (a unique index, not a check-then-write). */
function skuTaken(err: unknown): never {
  if (isUniqueViolation(err))
    throw new AppError('CONFLICT', 'A SKU is already used by another of your variants', {
      variants: 'Each SKU may be used once across your listings',
    });
  throw err;
}

/**
 * Who changed a listing's stock and why, for the stock history (migration 0040's triggers read these settings, local
 * to the transaction): the form's edits are the seller's 'correction', a bulk import's are 'import'.
 */
export type StockLabel = { reason: 'correction' | 'import'; actorId: string };

async function labelStock(tx: Db, label: StockLabel | null) {
  await tx.execute(
    sql`select set_config('bb.stock_reason', ${label?.reason ?? ''}, true), set_config('bb.stock_actor', ${label?.actorId ?? ''}, true)`,
  );
}

/**
 * Runs a listing's writes with its stock labelled, then clears the labels: set_config(…, true) lasts until the
 * outermost transaction ends, and a listing written inside a larger one (the demo's seed) must not label the
 * stock takes of orders written after it in that transaction (their lines claim only unlabelled takes).
 */
async function labelled<T>(tx: Db, label: StockLabel, write: () => Promise<T>): Promise<T> {
  await labelStock(tx, label);
  const result = await write();
  await labelStock(tx, null);
  return result;
}

async function writeVariants(tx: Db, productId: string, sellerId: string, variants: VariantInputParsed[]) {
  const kept = variants.flatMap((v) => (v._id ? [v._id] : []));
  // Variants left out of the edit go (their stock leaves the product's by the trigger).
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        kept.length ? notInArray(productVariants.id, kept) : undefined,
      ),
    );
  if (kept.length) {
    const own = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, kept)));
    if (own.length !== new Set(kept).size)
      throw new AppError('VALIDATION_FAILED', 'A variant is not one of this product', {
        variants: 'A variant id is not one of this product’s variants',
      });
  }
  for (const [position, v] of variants.entries()) {
    const values = columns(productId, sellerId, v, position);
    if (v._id)
      await tx
        .update(productVariants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productVariants.id, v._id));
    else await tx.insert(productVariants).values(values);
  }
}

export function createVariantsRepo(db: Db) {
  return {
    /** The variants of a product, in the seller's order. */
    listForProduct: (productId: string): Promise<VariantRow[]> =>
      db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.position), asc(productVariants.id)),

    /** A new listing and its variants together; with variants its stock starts at 0 and the trigger adds theirs. */
    insertWithVariants: (values: NewProduct, variants: VariantInputParsed[], label: StockLabel) =>
      db
        .transaction(async (tx) => {
          return labelled(tx as unknown as Db, label, async () => {
            const [row] = await tx
              .insert(products)
              .values(variants.length ? { ...values, stock: 0 } : values)
              .returning({ id: products.id });
            await writeVariants(tx as unknown as Db, row!.id, values.sellerId, variants);
            return row!.id;
          });
        })
        .catch(skuTaken),

    /** An edit of a listing, replacing its variants when `variants` is given (ids kept, others added or gone). */
    updateWithVariants: (
      id: string,
      sellerId: string,
      changes: ProductChanges,
      variants: VariantInputParsed[] | undefined,
      label: StockLabel,
    ) =>
      db
        .transaction((tx) =>
          labelled(tx as unknown as Db, label, async () => {
            const { stock, ...rest } = changes;
            await tx
              .update(products)
              .set({
                ...rest,
                ...(variants === undefined && stock !== undefined ? { stock } : {}),
                updatedAt: new Date(),
              })
              .where(eq(products.id, id));
            if (variants !== undefined) {
              await writeVariants(tx as unknown as Db, id, sellerId, variants);
              // Set once here (the product row is locked since the update above, so no variant write interleaves):
              // with variants, their sum; without, what the seller sent, else none.
              await tx
                .update(products)
                .set({
                  stock: variants.length
                    ? sql`coalesce((select sum(${productVariants.stock}) from ${productVariants} where ${productVariants.productId} = ${id}), 0)::int`
                    : (stock ?? 0),
                })
                .where(eq(products.id, id));
            }
          }),
        )
        .catch(skuTaken),
  };
}

export type VariantsRepo = ReturnType<typeof createVariantsRepo>;
