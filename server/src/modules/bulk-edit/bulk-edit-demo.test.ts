import { bulkEditSchema, MAX_BULK_EDIT_ITEMS, type BulkEditItem } from '@bulkbazar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededShop, type SeededShop } from '../../../test/seeded-shop.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createBulkEditRepo } from './bulk-edit.repo.js';
import { createBulkEditService } from './bulk-edit.service.js';

// Issue 30 item 6 on the demo shop: every demo seller can bulk-edit every one of their listings — each base price
// and plain stock, each variant's price and stock — with none refused by rules the demo data already breaks
// (listings sold below their MOQ, assortment packs, tiers). PGlite and PostgreSQL.
let shop: SeededShop;

beforeAll(async () => {
  shop = await createSeededShop();
}, 120_000);
afterAll(() => shop.database.close());

describe('bulk edit on the demo shop', () => {
  it("raises every demo listing's prices by ৳1 and its stock by 1; each stock move is a correction by its seller", async () => {
    const listings = await shop.rows<{ id: string; seller_id: string; price_poisha: string; stock: number }>(
      sql`select id, seller_id, price_poisha, stock from products order by seller_id, id`,
    );
    const variants = await shop.rows<{
      id: string;
      product_id: string;
      price_poisha: string | null;
      stock: number;
    }>(sql`select id, product_id, price_poisha, stock from product_variants order by id`);
    expect(listings.length).toBeGreaterThan(10);
    expect(variants.length).toBeGreaterThan(0);
    const service = createBulkEditService(createBulkEditRepo(shop.database.db), { changed: () => {} });
    const last = (
      await shop.rows<{ last: string }>(sql`select coalesce(max(id), 0)::text as last from stock_movements`)
    )[0]!.last;

    let stockWrites = 0;
    for (const sellerId of new Set(listings.map((l) => l.seller_id))) {
      const items: BulkEditItem[] = listings
        .filter((l) => l.seller_id === sellerId)
        .flatMap((l) => {
          const price = Number(l.price_poisha) / 100;
          const own = variants.filter((v) => v.product_id === l.id);
          if (!own.length) return [{ productId: l.id, price: price + 1, stock: l.stock + 1 }];
          return [
            { productId: l.id, price: price + 1 },
            ...own.map((v) => ({
              productId: l.id,
              variantId: v.id,
              price: (v.price_poisha === null ? price : Number(v.price_poisha) / 100) + 1,
              stock: v.stock + 1,
            })),
          ];
        });
      stockWrites += items.filter((i) => i.stock !== undefined).length;
      const seller = { id: sellerId, role: 'user', roles: [] } as unknown as Viewer;
      for (let i = 0; i < items.length; i += MAX_BULK_EDIT_ITEMS) {
        const chunk = items.slice(i, i + MAX_BULK_EDIT_ITEMS);
        expect(await service.edit(seller, bulkEditSchema.parse({ items: chunk }))).toEqual({
          updated: chunk.length,
        });
      }
    }

    const after = await shop.rows<{ id: string; price_poisha: string; stock: number }>(
      sql`select id, price_poisha, stock from products order by seller_id, id`,
    );
    for (const [i, l] of listings.entries()) {
      expect(Number(after[i]!.price_poisha)).toBe(Number(l.price_poisha) + 100);
      // A product with variants: its stock is their sum, each up by one.
      const own = variants.filter((v) => v.product_id === l.id).length;
      expect(after[i]!.stock).toBe(l.stock + Math.max(own, 1));
    }
    const moves = await shop.rows<{ n: number; by_seller: number }>(
      sql`select count(*)::int as n,
            count(*) filter (where m.actor_id = p.seller_id and m.reason = 'correction' and m.change = 1)::int as by_seller
          from stock_movements m join products p on p.id = m.product_id
          where m.id > ${last}::bigint`,
    );
    // One history row per stock set, each the seller's correction of +1 (and nothing else moved).
    expect(moves[0]).toEqual({ n: stockWrites, by_seller: stockWrites });
  });
});
