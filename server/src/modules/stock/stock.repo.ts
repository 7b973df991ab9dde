import { sql } from 'drizzle-orm';
import type { StockMovementReason } from '@bulkbazar/contract';
import { recordAudit } from '../../db/audit-record.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createStockSummaryRepo } from './stock-summary.repo.js';

// The seller's stock adjustments and the stock history (issue 30 item 7). The history itself is written by the
// database's triggers (migration 0040, decision 0040): an adjustment labels its transaction (reason, actor,
// note) and moves the stock with one conditional update, and the trigger records the movement.

type Rows<T> = { rows: T[] };

/** The product an adjustment or a history read is about: its seller and whether it has variants. */
export type StockProduct = { id: string; sellerId: string; productName: string; hasVariants: boolean };

export type AdjustOutcome =
  | { ok: true; stock: number; variantStock: number | null }
  | { ok: false; why: 'unknown-variant' | 'below-zero' | 'too-much' };

export type MovementRow = {
  id: string;
  createdAt: Date;
  reason: StockMovementReason;
  change: number;
  before: number;
  after: number;
  variantId: string | null;
  variantOptions: Record<string, string> | null;
  orderId: string | null;
  actorName: string | null;
  note: string | null;
};

export function createStockRepo(db: Db, maxStock: number) {
  return {
    // The seller's stock value and low-stock list (My products).
    ...createStockSummaryRepo(db),

    async product(id: string): Promise<StockProduct | undefined> {
      // Any other text is no product's id (and would fail the uuid cast).
      if (!isUuid(id)) return undefined;
      const result = (await db.execute(
        sql`select p.id, p.seller_id, p.product_name,
              exists (select from product_variants v where v.product_id = p.id) as has_variants
            from products p where p.id = ${id}`,
      )) as unknown as Rows<{ id: string; seller_id: string; product_name: string; has_variants: boolean }>;
      const row = result.rows[0];
      return row
        ? {
            id: row.id,
            sellerId: row.seller_id,
            productName: row.product_name,
            hasVariants: row.has_variants,
          }
        : undefined;
    },

    /**
     * Moves a variant's stock (or a product's without variants) by `change`, never below 0 nor above the
     * maximum, in one transaction that tells the history trigger why and who.
     */
    adjust(
      product: StockProduct,
      input: { variantId?: string; change: number; reason: StockMovementReason; note?: string },
      actor: Viewer,
      /** A staff member moving a seller's stock: an audit row in the same transaction. */
      audited: boolean,
    ): Promise<AdjustOutcome> {
      const actorId = actor.id;
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('bb.stock_reason', ${input.reason}, true), set_config('bb.stock_actor', ${actorId}, true),
                set_config('bb.stock_note', ${input.note ?? ''}, true), set_config('bb.stock_order', '', true)`,
        );
        let variantStock: number | null = null;
        if (input.variantId) {
          const moved = (await tx.execute(
            sql`update product_variants set stock = stock + ${input.change}
                where id = ${input.variantId} and product_id = ${product.id}
                  and stock + ${input.change} between 0 and ${maxStock}
                returning stock`,
          )) as unknown as Rows<{ stock: number }>;
          if (!moved.rows.length) return { ok: false, why: await whyNot(tx, product.id, input) };
          variantStock = Number(moved.rows[0]!.stock);
        } else {
          const moved = (await tx.execute(
            sql`update products set stock = stock + ${input.change}
                where id = ${product.id} and stock + ${input.change} between 0 and ${maxStock}
                returning stock`,
          )) as unknown as Rows<{ stock: number }>;
          if (!moved.rows.length) return { ok: false, why: input.change < 0 ? 'below-zero' : 'too-much' };
        }
        const after = (await tx.execute(
          sql`select stock from products where id = ${product.id}`,
        )) as unknown as Rows<{ stock: number }>;
        const outcome = { stock: Number(after.rows[0]!.stock), variantStock };
        if (audited)
          await recordAudit(tx, actor, {
            action: 'stock.adjust',
            target: { type: 'product', id: product.id },
            after: { ...input, ...outcome },
          });
        return { ok: true, ...outcome };
      });
    },

    /** A page of the product's movements (optionally one variant's), newest first, after the `cursor` id. */
    async history(
      productId: string,
      q: { variantId?: string; cursor?: string; limit: number },
    ): Promise<MovementRow[]> {
      const result = (await db.execute(
        sql`select m.id::text as id, m.created_at, m.reason, m.change, m.before, m.after, m.variant_id,
              v.options as variant_options, m.order_id, u.name as actor_name, m.note
            from stock_movements m
            left join product_variants v on v.id = m.variant_id
            left join "user" u on u.id = m.actor_id
            where m.product_id = ${productId}
              ${q.variantId ? sql`and m.variant_id = ${q.variantId}` : sql``}
              ${q.cursor ? sql`and m.id < ${q.cursor}::bigint` : sql``}
            order by m.id desc limit ${q.limit}`,
      )) as unknown as Rows<{
        id: string;
        created_at: Date | string;
        reason: StockMovementReason;
        change: number;
        before: number;
        after: number;
        variant_id: string | null;
        variant_options: Record<string, string> | null;
        order_id: string | null;
        actor_name: string | null;
        note: string | null;
      }>;
      return result.rows.map((r) => ({
        id: r.id,
        createdAt: new Date(r.created_at),
        reason: r.reason,
        change: Number(r.change),
        before: Number(r.before),
        after: Number(r.after),
        variantId: r.variant_id,
        variantOptions: r.variant_options,
        orderId: r.order_id,
        actorName: r.actor_name,
        note: r.note,
      }));
    },
  };
}

/** Why a variant's conditional update moved nothing: not this product's variant, or the bounds. */
async function whyNot(
  tx: Db,
  productId: string,
  input: { variantId?: string; change: number },
): Promise<'unknown-variant' | 'below-zero' | 'too-much'> {
  const found = (await tx.execute(
    sql`select 1 from product_variants where id = ${input.variantId!} and product_id = ${productId}`,
  )) as unknown as Rows<unknown>;
  if (!found.rows.length) return 'unknown-variant';
  return input.change < 0 ? 'below-zero' : 'too-much';
}

export type StockRepo = ReturnType<typeof createStockRepo>;
