import { randomUUID } from 'node:crypto';
import { quoteMix, VARIANT_RULES, type Mix, type MixRules } from '@bulkbazar/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database, Db } from '../../db/client.js';
import { productVariants, products } from '../../db/schema.js';

// The checkout's SQL guard for a mix of variants (bulkbazar_mix_guard, migration 0034) and the contract's
// quoteMix must agree on every case: true exactly when the engine accepts the mix. Generated products (each
// rule, 1–6 variants with their own stock, some with their own price or pack units, tiers, caps, packs) and
// generated mixes around the edges (zero cells, unknown keys, whole and broken packs, totals at the MOQ and
// the cap, quantities past a variant's stock), against the real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL); each case in a transaction rolled back.

let database: Database;
let sellerId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  sellerId = (await createUser(database.db)).id;
});
afterAll(() => database.close());

type GenVariant = { stock: number; pricePoisha: number | null; packUnits: number | null };
type Case = {
  rules: Omit<MixRules, 'variants'>;
  variants: GenVariant[];
  quantities: number[];
  stranger: boolean;
};

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    variantRule: fc.constantFrom(...VARIANT_RULES),
    inc: fc.oneof({ weight: 2, arbitrary: fc.constant(1) }, fc.integer({ min: 2, max: 4 })),
    moqPacks: fc.integer({ min: 1, max: 4 }),
    pricePoisha: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 100, max: 100_000 }) },
      // Near the ৳1 crore ceiling the exact-total cap refuses large mixes.
      { weight: 1, arbitrary: fc.integer({ min: 10_000_000_000, max: 100_000_000_000 }) },
    ),
    capPacks: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    tier: fc.option(
      fc.record({ offset: fc.integer({ min: 1, max: 30 }), off: fc.integer({ min: 1, max: 99 }) }),
      {
        nil: null,
      },
    ),
    variants: fc.array(
      fc.record({
        stock: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 20, max: 200 })),
        extra: fc.option(fc.integer({ min: -50, max: 500 }), { nil: null }),
        units: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    stranger: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  })
  .chain((g) => {
    const minQuantity = g.inc * g.moqPacks;
    const rules = {
      pricePoisha: g.pricePoisha,
      minQuantity,
      orderIncrement: g.inc,
      maxOrderQuantity: g.capPacks === null ? null : g.inc * (g.moqPacks + g.capPacks),
      priceTiers: g.tier
        ? [
            {
              minQuantity: minQuantity + g.tier.offset,
              pricePoisha: Math.max(1, Math.floor((g.pricePoisha * (100 - g.tier.off)) / 100)),
            },
          ]
        : [],
      variantRule: g.variantRule,
    };
    const variants = g.variants.map((v) => ({
      stock: v.stock,
      pricePoisha: v.extra === null ? null : Math.max(1, g.pricePoisha + v.extra),
      packUnits: g.variantRule === 'ratio_pack' ? v.units : null,
    }));
    // Whole packs (ratio_pack), or per variant around the MOQ, the pack size and the stock.
    const quantity = (v: GenVariant) =>
      fc.oneof(
        fc.constant(0),
        fc.integer({ min: 0, max: 70 }),
        // Whole packs within the stock (most mixes of these are valid).
        fc.integer({ min: 0, max: Math.floor(v.stock / g.inc) }).map((k) => k * g.inc),
        fc.integer({ min: -1, max: 1 }).map((d) => Math.max(0, v.stock + d)),
        fc.integer({ min: 0, max: 4 }).map((k) => minQuantity + k * g.inc),
      );
    const quantities =
      g.variantRule === 'ratio_pack'
        ? fc.oneof(
            fc.integer({ min: 0, max: 12 }).map((packs) => variants.map((v) => packs * v.packUnits!)),
            fc.tuple(...variants.map(quantity)),
          )
        : fc.tuple(...variants.map(quantity));
    return fc.record({
      rules: fc.constant(rules),
      variants: fc.constant(variants),
      quantities: quantities.map((q) => [...q]),
      stranger: fc.constant(g.stranger),
    });
  });

class Rollback extends Error {}

async function rolledBack(fn: (tx: Db) => Promise<void>) {
  await database.db
    .transaction(async (tx) => {
      await fn(tx as unknown as Db);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
}

const outcomes = { accepted: 0, refused: 0 };

describe('the mix guard (SQL) and quoteMix', () => {
  it('accept a mix exactly when the engine does', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) =>
        rolledBack(async (tx) => {
          const row = await createProduct(tx, {
            sellerId,
            price: c.rules.pricePoisha / 100,
            minQuantity: c.rules.minQuantity,
            orderIncrement: c.rules.orderIncrement,
            maxOrderQuantity: c.rules.maxOrderQuantity,
            priceTiers: [...c.rules.priceTiers],
            stock: 0,
          });
          await tx
            .update(products)
            .set({
              options: [{ name: 'Size', values: c.variants.map((_, i) => `S${i}`) }],
              variantRule: c.rules.variantRule,
            })
            .where(eq(products.id, row.id));
          const ids: string[] = [];
          for (const [position, v] of c.variants.entries()) {
            const [inserted] = await tx
              .insert(productVariants)
              .values({
                productId: row.id,
                sellerId,
                sku: `G-${randomUUID()}`,
                options: { Size: `S${position}` },
                stock: v.stock,
                pricePoisha: v.pricePoisha,
                packUnits: v.packUnits,
                position,
              })
              .returning({ id: productVariants.id });
            ids.push(inserted!.id);
          }
          const mix: Record<string, number> = {};
          c.quantities.forEach((q, i) => (mix[ids[i]!] = q));
          if (c.stranger) mix[randomUUID()] = 1;
          const rules: MixRules = {
            ...c.rules,
            variants: c.variants.map((v, i) => ({ id: ids[i]!, ...v })),
          };
          const engine = quoteMix(rules, mix as Mix);
          const doc = JSON.stringify(Object.entries(mix).map(([id, qty]) => ({ id, qty })));
          const result = (await tx.execute(
            sql`select bulkbazar_mix_guard(p, ${doc}::jsonb) as ok from products p where p.id = ${row.id}`,
          )) as unknown as { rows: { ok: boolean }[] };
          const answer = result.rows[0];
          expect({ mix, sql: answer!.ok }).toEqual({ mix, sql: engine.ok });
          if (engine.ok) outcomes.accepted++;
          else outcomes.refused++;
        }),
      ),
      { numRuns: 300 },
    );
    console.log(
      `mix guard: ${outcomes.accepted + outcomes.refused} cases on ${database.kind}, ${outcomes.accepted} accepted, ${outcomes.refused} refused`,
    );
    expect(outcomes.accepted).toBeGreaterThan(20);
    expect(outcomes.refused).toBeGreaterThan(20);
  });
});
