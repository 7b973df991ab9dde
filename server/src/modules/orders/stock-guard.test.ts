import {
  listingRuleIssues,
  MAX_UNITS,
  PRODUCT_STATUSES,
  quoteLine,
  type ProductStatus,
  type QuantityRules,
} from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database, Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { rulesOfRow } from './product-rules.js';
import { takeStock } from './stock-guard.repo.js';

// The SQL guard of the stock update and the contract's quoteLine must agree on every case: a line is taken
// exactly when the engine calls the quantity valid and the product is on sale to this buyer. Generated
// listings (each one the API would accept) in every status, each offered a run of quantities against the
// real database (PGlite, or PostgreSQL with TEST_DATABASE_URL); each case runs in a transaction rolled back.

let database: Database;
let sellerId: string;
let buyerId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  sellerId = (await createUser(database.db)).id;
  buyerId = (await createUser(database.db)).id;
});
afterAll(() => database.close());

type Case = {
  rules: QuantityRules;
  status: ProductStatus;
  sellerBlocked: boolean;
  ownProduct: boolean;
  quantities: number[];
};

/** A listing that passes listingRuleIssues, with its stock now somewhere between nothing and as listed. */
const rulesArb: fc.Arbitrary<QuantityRules> = fc
  .record({
    inc: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 48 }), fc.integer({ min: 49, max: 1000 })),
    moqPacks: fc.integer({ min: 1, max: 100 }),
    pricePoisha: fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 200_000 }) },
      // Near the ৳1 crore ceiling the exact-total cap (bigint in SQL) is what refuses large lines.
      { weight: 1, arbitrary: fc.integer({ min: 100_000_000, max: 1_000_000_000 }) },
    ),
    extraStock: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 5_000_000 })),
    capPacks: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    tierOffsets: fc.uniqueArray(fc.integer({ min: 1, max: 20_000 }), { maxLength: 5 }),
    tierPrices: fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 5, maxLength: 5 }),
    soldShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map((g) => {
    const minQuantity = g.inc * g.moqPacks;
    const listed = minQuantity + g.extraStock;
    const below = g.pricePoisha > 1 ? g.tierPrices.map((p) => 1 + (p % (g.pricePoisha - 1))) : [];
    const prices = [...new Set(below)].sort((a, b) => b - a);
    const offsets = [...g.tierOffsets].sort((a, b) => a - b).slice(0, prices.length);
    return {
      pricePoisha: g.pricePoisha,
      minQuantity,
      orderIncrement: g.inc,
      maxOrderQuantity: g.capPacks === null ? null : g.inc * (g.moqPacks + g.capPacks),
      stock: listed - Math.floor(listed * g.soldShare),
      priceTiers: offsets.map((o, i) => ({ minQuantity: minQuantity + o, pricePoisha: prices[i]! })),
      listed,
    };
  })
  .filter(
    (r) =>
      listingRuleIssues({
        price: r.pricePoisha / 100,
        minQuantity: r.minQuantity,
        maxQuantity: r.listed,
        orderIncrement: r.orderIncrement,
        maxOrderQuantity: r.maxOrderQuantity,
        priceTiers: r.priceTiers.map((t) => ({ minQuantity: t.minQuantity, price: t.pricePoisha / 100 })),
      }).length === 0,
  )
  .map(({ listed: _, ...rules }) => rules);

/**
 * Quantities the API lets through (whole, 1 to 10 million): whole packs from the MOQ up to the stock (mostly
 * valid), around each edge of the rules, and anywhere.
 */
const quantityArb = (r: QuantityRules) => {
  const edges = [
    r.minQuantity,
    r.stock,
    r.maxOrderQuantity ?? r.stock,
    ...r.priceTiers.map((t) => t.minQuantity),
  ];
  return fc
    .oneof(
      {
        weight: 3,
        arbitrary: fc
          .integer({ min: 0, max: Math.max(0, Math.floor((r.stock - r.minQuantity) / r.orderIncrement)) })
          .map((k) => r.minQuantity + k * r.orderIncrement),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.constantFrom(...edges), fc.integer({ min: -2, max: 2 }), fc.integer({ min: -1, max: 1 }))
          .map(([edge, packs, unit]) => edge + packs * r.orderIncrement + unit),
      },
      fc.integer({ min: 1, max: MAX_UNITS }),
    )
    .map((q) => Math.min(MAX_UNITS, Math.max(1, q)));
};

const caseArb: fc.Arbitrary<Case> = rulesArb.chain((rules) =>
  fc.record({
    rules: fc.constant(rules),
    status: fc.oneof(
      { weight: 5, arbitrary: fc.constant('approved' as const) },
      fc.constantFrom(...PRODUCT_STATUSES),
    ),
    sellerBlocked: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, fc.constant(true)),
    ownProduct: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, fc.constant(true)),
    quantities: fc.array(quantityArb(rules), { minLength: 1, maxLength: 4 }),
  }),
);

class Rollback extends Error {}

/** Runs `fn` in a transaction and rolls it back, so every case starts from the same database. */
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

let cases = 0;
const outcomes = { taken: 0, refused: 0 };

describe('the stock guard (SQL) and quoteLine', () => {
  it('take a line exactly when the engine calls it valid and the product is on sale to this buyer', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) =>
        rolledBack(async (tx) => {
          const row = await createProduct(tx, {
            sellerId: c.ownProduct ? buyerId : sellerId,
            price: c.rules.pricePoisha / 100,
            minQuantity: c.rules.minQuantity,
            orderIncrement: c.rules.orderIncrement,
            maxOrderQuantity: c.rules.maxOrderQuantity,
            priceTiers: [...c.rules.priceTiers],
            stock: c.rules.stock,
            status: c.status,
            sellerBlocked: c.sellerBlocked,
          });
          expect(rulesOfRow(row)).toEqual(c.rules);
          const onSale = c.status === 'approved' && !c.sellerBlocked && !c.ownProduct;
          let stock = c.rules.stock;
          // One quantity after another on the same row: each answer depends on what the earlier ones took.
          for (const q of c.quantities) {
            const valid = quoteLine({ ...c.rules, stock }, q).ok;
            const taken = await takeStock(tx, row.id, q, buyerId);
            cases++;
            expect({ q, stock, taken: taken !== undefined }).toEqual({ q, stock, taken: onSale && valid });
            if (taken) {
              outcomes.taken++;
              expect(taken.stock).toBe(stock);
              stock -= q;
            } else outcomes.refused++;
            const [now] = await tx
              .select({ stock: products.stock })
              .from(products)
              .where(eq(products.id, row.id));
            expect(now!.stock).toBe(stock);
          }
        }),
      ),
      { numRuns: 200 },
    );
    // Both answers must actually occur, or the agreement proves little.
    console.log(
      `stock guard: ${cases} cases on ${database.kind}, ${outcomes.taken} taken, ${outcomes.refused} refused`,
    );
    expect(outcomes.taken).toBeGreaterThan(20);
    expect(outcomes.refused).toBeGreaterThan(30);
  });

  it('refuses at the exact-total cap as the engine does: the largest exact line is taken, one pack more is not', async () => {
    // ৳99,99,999.99 a unit: 1,000,000 units total ৳9,99,99,99,99,00,000.00, just under MAX_TOTAL_POISHA.
    const rules: QuantityRules = {
      pricePoisha: 999_999_999,
      minQuantity: 1,
      orderIncrement: 1,
      maxOrderQuantity: null,
      stock: MAX_UNITS,
      priceTiers: [],
    };
    for (const [q, ok] of [
      [1_000_000, true],
      [1_000_001, false],
    ] as const) {
      expect(quoteLine(rules, q).ok).toBe(ok);
      await rolledBack(async (tx) => {
        const row = await createProduct(tx, {
          sellerId,
          price: rules.pricePoisha / 100,
          minQuantity: 1,
          stock: MAX_UNITS,
        });
        expect((await takeStock(tx, row.id, q, buyerId)) !== undefined).toBe(ok);
      });
    }
  });
});
