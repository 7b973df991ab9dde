import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TOTAL_POISHA } from './money.js';
import { listingRuleIssues, MAX_UNITS, type ListingRules } from './product-input.js';
import {
  formatNextTier,
  ladderRows,
  maxValidQuantity,
  nextTierHint,
  orderLimit,
  priceRange,
  quoteLine,
  snapQuantity,
  stepQuantity,
  unitPriceAt,
  type QuantityRules,
} from './quantity-engine.js';

// The engine against PRODUCT.md's rules, restated here the slow, obvious way (BigInt, loops) and compared over
// thousands of generated listings and quantities. Each listing passes listingRuleIssues, as the server
// requires of every stored product; its stock then falls by what has been sold since.

const RUNS = 5000;

/** A listing the API would accept (taka), and the engine's rules for it now (poisha, stock after sales). */
const listingArb: fc.Arbitrary<{ listing: ListingRules; rules: QuantityRules }> = fc
  .record({
    inc: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 48 }), fc.integer({ min: 49, max: 1000 })),
    moqPacks: fc.integer({ min: 1, max: 200 }),
    // Mostly shop prices; sometimes near the ৳1 crore ceiling, where the exact-total cap binds first.
    pricePoisha: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 200_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: 100_000_000, max: 1_000_000_000 }) },
    ),
    extraStock: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 9_000_000 })),
    capPacks: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: null }),
    tierOffsets: fc.uniqueArray(fc.integer({ min: 1, max: 50_000 }), { maxLength: 5 }),
    tierPrices: fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 5, maxLength: 5 }),
    soldShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map((g) => {
    const minQuantity = g.inc * g.moqPacks;
    const stockListed = minQuantity + g.extraStock;
    const offsets = [...g.tierOffsets].sort((a, b) => a - b);
    // Distinct prices below the base price, falling.
    const below = g.pricePoisha > 1 ? g.tierPrices.map((p) => 1 + (p % (g.pricePoisha - 1))) : [];
    const prices = [...new Set(below)].sort((a, b) => b - a);
    const tiers = offsets
      .slice(0, prices.length)
      .map((offset, i) => ({ minQuantity: minQuantity + offset, pricePoisha: prices[i]! }));
    const maxOrderQuantity = g.capPacks === null ? null : g.inc * (g.moqPacks + g.capPacks);
    const listing: ListingRules = {
      price: g.pricePoisha / 100,
      minQuantity,
      maxQuantity: stockListed,
      orderIncrement: g.inc,
      maxOrderQuantity,
      priceTiers: tiers.map((t) => ({ minQuantity: t.minQuantity, price: t.pricePoisha / 100 })),
    };
    const rules: QuantityRules = {
      pricePoisha: g.pricePoisha,
      minQuantity,
      orderIncrement: g.inc,
      maxOrderQuantity,
      stock: stockListed - Math.floor(stockListed * g.soldShare),
      priceTiers: tiers,
    };
    return { listing, rules };
  });

/** The largest multiple of the pack within the seller's cap whose total at the base price stays exact. */
function expectedLimit(r: QuantityRules): number {
  let cap = r.maxOrderQuantity ?? Number.MAX_SAFE_INTEGER;
  if (r.pricePoisha > 0) cap = Math.min(cap, Number(BigInt(MAX_TOTAL_POISHA) / BigInt(r.pricePoisha)));
  return cap - (cap % r.orderIncrement);
}

/** The unit price by PRODUCT.md: the highest tier whose minQuantity ≤ quantity, else the base price. */
function expectedUnit(r: QuantityRules, q: number): number {
  let price = r.pricePoisha;
  for (const t of r.priceTiers) if (t.minQuantity <= q) price = t.pricePoisha;
  return price;
}

const isValid = (r: QuantityRules, q: number) =>
  Number.isInteger(q) &&
  q >= r.minQuantity &&
  q % r.orderIncrement === 0 &&
  q <= expectedLimit(r) &&
  q <= r.stock;

/** The largest valid quantity: whole packs within both the limit and the stock (0 when below the MOQ). */
function expectedTop(r: QuantityRules): number {
  const top = Math.min(expectedLimit(r), r.stock);
  const packs = Math.floor(top / r.orderIncrement) * r.orderIncrement;
  return packs >= r.minQuantity ? packs : 0;
}

/** Quantities a buyer might send: around every edge the rules have, anywhere at all, and fractions. */
const quantityFor = (r: QuantityRules): fc.Arbitrary<number> => {
  const edges = [
    r.minQuantity,
    r.stock,
    expectedLimit(r),
    r.maxOrderQuantity ?? r.minQuantity,
    ...r.priceTiers.map((t) => t.minQuantity),
  ];
  const packs = Math.max(0, Math.floor((expectedTop(r) - r.minQuantity) / r.orderIncrement));
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...edges), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -1, max: 1 }))
        .map(([edge, k, unit]) => Math.max(0, edge + k * r.orderIncrement + unit)),
    },
    {
      weight: 2,
      arbitrary: fc.integer({ min: 0, max: packs }).map((k) => r.minQuantity + k * r.orderIncrement),
    },
    fc.integer({ min: 0, max: MAX_UNITS + 1000 }),
    fc.double({ min: 0, max: 2 * r.minQuantity + 1, noNaN: true }),
  );
};

/** A valid quantity of the listing (it must have one: maxValidQuantity > 0). */
const validQuantityFor = (r: QuantityRules): fc.Arbitrary<number> => {
  const packs = expectedTop(r) / r.orderIncrement;
  const first = r.minQuantity / r.orderIncrement;
  return fc.integer({ min: first, max: packs }).map((k) => k * r.orderIncrement);
};

const orderable = listingArb.filter(({ rules }) => expectedTop(rules) > 0);

describe('the generated listings', () => {
  it('are ones the API accepts (listingRuleIssues finds nothing)', () => {
    fc.assert(
      fc.property(listingArb, ({ listing }) => {
        expect(listingRuleIssues(listing)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('quoteLine', () => {
  it('charges exactly unit price × quantity (BigInt) at the price of the tier in force', () => {
    fc.assert(
      fc.property(
        orderable.chain((p) => fc.tuple(fc.constant(p.rules), validQuantityFor(p.rules))),
        ([rules, q]) => {
          const quote = quoteLine(rules, q);
          if (!quote.ok) throw new Error(`valid ${q} refused: ${quote.code}`);
          expect(quote.unitPricePoisha).toBe(expectedUnit(rules, q));
          expect(BigInt(quote.lineTotalPoisha)).toBe(BigInt(quote.unitPricePoisha) * BigInt(q));
          expect(Number.isSafeInteger(quote.lineTotalPoisha)).toBe(true);
          expect(quote.lineTotalPoisha).toBeLessThanOrEqual(MAX_TOTAL_POISHA);
          const tier = rules.priceTiers[quote.tierIndex];
          expect(quote.tierIndex === -1 ? rules.pricePoisha : tier!.pricePoisha).toBe(quote.unitPricePoisha);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('never raises the unit price as the quantity grows', () => {
    fc.assert(
      fc.property(
        orderable.chain((p) =>
          fc.tuple(fc.constant(p.rules), validQuantityFor(p.rules), validQuantityFor(p.rules)),
        ),
        ([rules, a, b]) => {
          const [q1, q2] = a <= b ? [a, b] : [b, a];
          const u1 = quoteLine(rules, q1);
          const u2 = quoteLine(rules, q2);
          if (!u1.ok || !u2.ok) throw new Error('valid quantity refused');
          expect(u2.unitPricePoisha).toBeLessThanOrEqual(u1.unitPricePoisha);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('gives an invalid quantity the first broken rule (MOQ, pack, limit, stock) and its allowed value', () => {
    fc.assert(
      fc.property(
        listingArb.chain((p) => fc.tuple(fc.constant(p.rules), quantityFor(p.rules))),
        ([r, q]) => {
          const quote = quoteLine(r, q);
          expect(quote.ok).toBe(isValid(r, q));
          if (quote.ok) return;
          const inc = r.orderIncrement;
          expect(quote.field).toBe('quantity');
          if (q < r.minQuantity) {
            expect(quote).toMatchObject({ code: 'BELOW_MOQ', allowed: r.minQuantity });
          } else if (!Number.isInteger(q) || q % inc !== 0) {
            // The nearest whole pack below (never below the MOQ); the message offers it and the one above.
            const below = Math.floor(q / inc) * inc;
            expect(quote).toMatchObject({ code: 'NOT_A_MULTIPLE', allowed: Math.max(r.minQuantity, below) });
            expect(quote.allowed).toBeLessThanOrEqual(q);
          } else if (q > expectedLimit(r)) {
            expect(quote).toMatchObject({ code: 'ABOVE_ORDER_LIMIT', allowed: expectedLimit(r) });
          } else {
            expect(q).toBeGreaterThan(r.stock);
            expect(quote).toMatchObject({ code: 'OUT_OF_STOCK', allowed: expectedTop(r) });
            // What stock allows is itself orderable (or 0 when nothing is).
            if (quote.allowed > 0) expect(quoteLine(r, quote.allowed).ok).toBe(true);
          }
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('limits an order to whole packs within the cap, exact at the base price', () => {
    fc.assert(
      fc.property(listingArb, ({ rules }) => {
        expect(orderLimit(rules)).toBe(expectedLimit(rules));
        expect(maxValidQuantity(rules)).toBe(expectedTop(rules));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('snapQuantity and stepQuantity', () => {
  const typed = fc.oneof(
    fc.integer({ min: -100, max: MAX_UNITS + 100 }),
    fc.double({ min: -1e6, max: 1e8 }),
    fc.constantFrom(Number.NaN, Infinity, -Infinity),
  );

  it('snaps anything typed to a valid quantity, or null exactly when none is valid', () => {
    fc.assert(
      fc.property(listingArb, typed, ({ rules }, t) => {
        const snapped = snapQuantity(rules, t);
        if (expectedTop(rules) === 0) {
          expect(snapped).toBeNull();
          return;
        }
        expect(snapped).not.toBeNull();
        expect(quoteLine(rules, snapped!).ok).toBe(true);
        // Within the valid range it is the nearest pack: at most half a pack away.
        if (t >= rules.minQuantity && t <= expectedTop(rules))
          expect(Math.abs(snapped! - t)).toBeLessThanOrEqual(rules.orderIncrement / 2);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps a valid quantity as it is and steps it by one pack, stopping at the ends', () => {
    fc.assert(
      fc.property(
        orderable.chain((p) => fc.tuple(fc.constant(p.rules), validQuantityFor(p.rules))),
        ([r, q]) => {
          const inc = r.orderIncrement;
          expect(snapQuantity(r, q)).toBe(q);
          expect(stepQuantity(r, q, 1)).toBe(q + inc <= expectedTop(r) ? q + inc : q);
          expect(stepQuantity(r, q, -1)).toBe(q - inc >= r.minQuantity ? q - inc : q);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('has nothing to step to when nothing is valid', () => {
    fc.assert(
      fc.property(
        listingArb.filter(({ rules }) => expectedTop(rules) === 0),
        fc.integer({ min: 0, max: MAX_UNITS }),
        ({ rules }, q) => {
          expect(stepQuantity(rules, q, 1)).toBeNull();
          expect(stepQuantity(rules, q, -1)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the next tier', () => {
  it('is the smallest valid quantity above that costs less per unit, or null when stock and cap allow none', () => {
    fc.assert(
      fc.property(
        orderable.chain((p) => fc.tuple(fc.constant(p.rules), validQuantityFor(p.rules))),
        ([r, q]) => {
          const unit = expectedUnit(r, q);
          const hint = nextTierHint(r, q);
          if (hint === null) {
            expect(expectedUnit(r, expectedTop(r))).toBe(unit);
            return;
          }
          const at = q + hint.addQuantity;
          expect(hint.atQuantity).toBe(at);
          expect(hint.addQuantity).toBeGreaterThan(0);
          expect(hint.addQuantity % r.orderIncrement).toBe(0);
          const there = quoteLine(r, at);
          if (!there.ok) throw new Error(`the hint's ${at} is refused: ${there.code}`);
          expect(there.unitPricePoisha).toBe(hint.unitPricePoisha);
          expect(hint.unitPricePoisha).toBeLessThan(unit);
          // One pack fewer would still pay today's price: the hint asks for no more than it must.
          if (at - r.orderIncrement > q) expect(expectedUnit(r, at - r.orderIncrement)).toBe(unit);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("is the same in quoteLine's answer as in nextTierHint (what the cart shows beside the line)", () => {
    fc.assert(
      fc.property(
        orderable.chain((p) => fc.tuple(fc.constant(p.rules), validQuantityFor(p.rules))),
        ([r, q]) => {
          const quote = quoteLine(r, q);
          if (!quote.ok) throw new Error('valid quantity refused');
          expect(quote.nextTier).toEqual(nextTierHint(r, q));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reads "add 12 more for ৳138.00/unit"', () => {
    const rules: QuantityRules = {
      pricePoisha: 14_500,
      minQuantity: 48,
      orderIncrement: 12,
      maxOrderQuantity: 960,
      stock: 5000,
      priceTiers: [
        { minQuantity: 96, pricePoisha: 13_800 },
        { minQuantity: 480, pricePoisha: 13_000 },
      ],
    };
    expect(formatNextTier(nextTierHint(rules, 84)!)).toBe('add 12 more for ৳138.00/unit');
    expect(formatNextTier(nextTierHint(rules, 96)!)).toBe('add 384 more for ৳130.00/unit');
    expect(nextTierHint(rules, 480)).toBeNull();
  });
});

describe('priceRange and ladderRows', () => {
  it('agree with unitPriceAt at every row edge and at any quantity', () => {
    fc.assert(
      fc.property(listingArb, fc.integer({ min: 0, max: MAX_UNITS }), ({ rules }, q) => {
        const rows = ladderRows(rules);
        expect(rows[0]!.from).toBe(rules.minQuantity);
        expect(rows).toHaveLength(rules.priceTiers.length + 1);
        rows.forEach((row, i) => {
          expect(unitPriceAt(rules, row.from)).toBe(row.pricePoisha);
          const next = rows[i + 1];
          expect(row.to).toBe(next ? next.from - 1 : null);
          if (row.to !== null) expect(unitPriceAt(rules, row.to)).toBe(row.pricePoisha);
        });
        const at = Math.max(q, rules.minQuantity);
        const row = rows.find((r) => r.from <= at && (r.to === null || at <= r.to))!;
        expect(row.pricePoisha).toBe(unitPriceAt(rules, at));
        expect(unitPriceAt(rules, at)).toBe(expectedUnit(rules, at));

        const range = priceRange(rules);
        expect(range.maxPoisha).toBe(unitPriceAt(rules, rules.minQuantity));
        expect(range.minPoisha).toBe(unitPriceAt(rules, MAX_UNITS));
        expect(range.minPoisha).toBeLessThanOrEqual(unitPriceAt(rules, at));
        expect(range.maxPoisha).toBeGreaterThanOrEqual(unitPriceAt(rules, at));
      }),
      { numRuns: RUNS },
    );
  });

  it('read 48–95, 96–479, 480+ for the PRODUCT.md example', () => {
    const rows = ladderRows({
      pricePoisha: 14_500,
      minQuantity: 48,
      priceTiers: [
        { minQuantity: 96, pricePoisha: 13_800 },
        { minQuantity: 480, pricePoisha: 13_000 },
      ],
    });
    expect(rows).toEqual([
      { from: 48, to: 95, pricePoisha: 14_500 },
      { from: 96, to: 479, pricePoisha: 13_800 },
      { from: 480, to: null, pricePoisha: 13_000 },
    ]);
  });
});
