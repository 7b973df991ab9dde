import { sql } from 'drizzle-orm';
import { MAX_LOW_STOCK_LINES } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';

// The seller's stock summary (issue 30 item 7): two statements, every sum and comparison in SQL.

type Rows<T> = { rows: T[] };

export type LowStockRow = {
  productId: string;
  name: string;
  variantId: string | null;
  variantLabel: string | null;
  stock: number;
  threshold: number;
};

export function createStockSummaryRepo(db: Db) {
  return {
    /**
     * Σ stock × unit price over the seller's listings (any status; a deleted listing is gone from the table), in
     * poisha. One row per variant, or one per product without variants (its `stock` is its own); a product with
     * variants counts only theirs, since its `stock` is their sum. The unit price is the variant's own
     * `price_poisha` when it has one, else the product's base `price_poisha` — the listed price of one unit, not a
     * volume tier's: what the stock sells for at the smallest order.
     */
    async stockValue(sellerId: string): Promise<{ valuePoisha: number; productCount: number }> {
      const result = (await db.execute(
        sql`select coalesce(sum(coalesce(v.stock, p.stock)::bigint * coalesce(v.price_poisha, p.price_poisha)), 0)::text
                 as value_poisha,
               count(distinct p.id)::int as product_count
            from products p
            left join product_variants v on v.product_id = p.id
            where p.seller_id = ${sellerId}`,
      )) as unknown as Rows<{ value_poisha: string; product_count: number }>;
      const row = result.rows[0]!;
      return { valuePoisha: Number(row.value_poisha), productCount: Number(row.product_count) };
    },

    /**
     * What runs low: each product without variants, and each variant of a product, whose stock is at or under
     * the product's `low_stock_threshold` (null: no alert), lowest stock first, at most MAX_LOW_STOCK_LINES. A
     * variant's label follows the product's option order ('Size: M · Colour: Blue'; jsonb keeps keys its own way).
     */
    async lowStock(sellerId: string): Promise<LowStockRow[]> {
      const result = (await db.execute(
        sql`select p.id as product_id, p.product_name, v.id as variant_id,
                   case when v.id is null then null else (
                     select string_agg((o.opt ->> 'name') || ': ' || (v.options ->> (o.opt ->> 'name')), ' · '
                                       order by o.n)
                     from jsonb_array_elements(p.options) with ordinality as o(opt, n)
                   ) end as variant_label,
                   coalesce(v.stock, p.stock) as stock, p.low_stock_threshold as threshold
            from products p
            left join product_variants v on v.product_id = p.id
            where p.seller_id = ${sellerId}
              and p.low_stock_threshold is not null
              and coalesce(v.stock, p.stock) <= p.low_stock_threshold
            order by coalesce(v.stock, p.stock), p.product_name, p.id, v.position
            limit ${MAX_LOW_STOCK_LINES}`,
      )) as unknown as Rows<{
        product_id: string;
        product_name: string;
        variant_id: string | null;
        variant_label: string | null;
        stock: number;
        threshold: number;
      }>;
      return result.rows.map((r) => ({
        productId: r.product_id,
        name: r.product_name,
        variantId: r.variant_id,
        variantLabel: r.variant_label,
        stock: Number(r.stock),
        threshold: Number(r.threshold),
      }));
    },
  };
}

export type StockSummaryRepo = ReturnType<typeof createStockSummaryRepo>;
