import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TOTAL_POISHA } from './money.js';
import { quoteMix, type Mix, type MixRules, type MixVariant } from './variants-quantity.js';

// quoteMix against issue 30's rules restated the slow, obvious way, over generated products with variants and
// generated mixes (valid ones built on purpose, and anything a grid or a hostile client could send).

const RUNS = 4000;

const rulesArb: fc.Arbitrary<MixRules> = fc
  .record({
    variantRule: fc.constantFrom('mixed', 'per_variant', 'ratio_pack'),
    inc: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 12 })),
    moqPacks: fc.integer({ min: 1, max: 10 }),
    pricePoisha: fc.integer({ min: 100, max: 50_000 }),
    capPacks: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
    tierOffsets: fc.uniqueArray(fc.integer({ min: 1, max: 300 }), { maxLength: 4 }),
    tierCuts: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 4, maxLength: 4 }),
    variants: fc.array(
      fc.record({
        // Mostly enough for the generated mixes, sometimes short or none (out-of-stock variants).
        stock: fc.oneof(
          { weight: 1, arbitrary: fc.constant(0) },
          { weight: 2, arbitrary: fc.integer({ min: 0, max: 60 }) },
          { weight: 8, arbitrary: fc.integer({ min: 300, max: 2000 }) },
        ),
        priceShift: fc.option(fc.integer({ min: -5_000, max: 5_000 }), { nil: null }),
        packUnits: fc.integer({ min: 1, max: 4 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map((g) => {
    const minQuantity = g.inc * g.moqPacks;
    const offsets = [...g.tierOffsets].sort((a, b) => a - b);
    // Falling prices below the base: each a smaller percentage of it.
    const cuts = [...g.tierCuts].sort((a, b) => b - a);
    const priceTiers = offsets.map((o, i) => ({
      minQuantity: minQuantity + o,
      pricePoisha: Math.max(1, Math.floor((g.pricePoisha * cuts[i]!) / 100)),
    }));
    const tiers = priceTiers.filter((t, i) => i === 0 || t.pricePoisha < priceTiers[i - 1]!.pricePoisha);
    const variants: MixVariant[] = g.variants.map((v, i) => ({
      id: `v${i}`,
      stock: v.stock,
      pricePoisha: v.priceShift === null ? null : Math.max(1, g.pricePoisha + v.priceShift),
      packUnits: g.variantRule === 'ratio_pack' ? v.packUnits : null,
    }));
    return {
      variantRule: g.variantRule,
      pricePoisha: g.pricePoisha,
      minQuantity,
      orderIncrement: g.inc,
      maxOrderQuantity: g.capPacks === null ? null : g.inc * (g.moqPacks + g.capPacks),
      priceTiers: tiers,
      variants,
    } satisfies MixRules;
  });

const top = (r: MixRules) =>
  Math.max(r.pricePoisha, ...r.variants.map((v) => v.pricePoisha ?? r.pricePoisha));

/** The rules on one counted quantity (total, one variant's, or packs), with the exact-total cap at `price`. */
const countOk = (r: MixRules, n: number, price: number) =>
  n >= r.minQuantity &&
  n % r.orderIncrement === 0 &&
  n <= (r.maxOrderQuantity ?? Infinity) &&
  BigInt(n) * BigInt(price) <= BigInt(MAX_TOTAL_POISHA);

/** The unit price by the issue: the product's ladder at the counted quantity, moved by the variant's difference. */
function expectedUnit(r: MixRules, v: MixVariant, counted: number): number {
  let price = r.pricePoisha;
  for (const t of r.priceTiers) if (t.minQuantity <= counted) price = t.pricePoisha;
  return Math.max(1, price + (v.pricePoisha ?? r.pricePoisha) - r.pricePoisha);
}

/** The number the rules count for each variant in a valid mix. */
function counted(r: MixRules, mix: Mix, v: MixVariant): number {
  const q = (w: MixVariant) => mix[w.id] ?? 0;
  if (r.variantRule === 'per_variant') return q(v);
  if (r.variantRule === 'mixed') return r.variants.reduce((s, w) => s + q(w), 0);
  const first = r.variants[0]!;
  return q(first) / first.packUnits!;
}

function expectedValid(r: MixRules, mix: Mix): boolean {
  const ids = new Set(r.variants.map((v) => v.id));
  for (const [id, q] of Object.entries(mix))
    if (!ids.has(id) || !Number.isSafeInteger(q) || q < 0) return false;
  const q = (v: MixVariant) => mix[v.id] ?? 0;
  if (r.variants.some((v) => q(v) > v.stock)) return false;
  if (r.variantRule === 'per_variant') {
    const ordered = r.variants.filter((v) => q(v) > 0);
    return ordered.length > 0 && ordered.every((v) => countOk(r, q(v), v.pricePoisha ?? r.pricePoisha));
  }
  if (r.variantRule === 'mixed')
    return countOk(
      r,
      r.variants.reduce((s, v) => s + q(v), 0),
      top(r),
    );
  const packs = counted(r, mix, r.variants[0]!);
  if (!Number.isInteger(packs) || r.variants.some((v) => q(v) !== packs * v.packUnits!)) return false;
  if (!countOk(r, packs, top(r))) return false;
  const total = r.variants.reduce((s, v) => s + BigInt(q(v)) * BigInt(expectedUnit(r, v, packs)), 0n);
  return total <= BigInt(MAX_TOTAL_POISHA);
}

/** A mix built to be valid when the stock allows (the counted quantity a whole number of packs ≥ the MOQ). */
const validishMix = (r: MixRules): fc.Arbitrary<Mix> => {
  if (r.variantRule === 'ratio_pack')
    return fc
      .integer({ min: r.minQuantity / r.orderIncrement, max: r.minQuantity / r.orderIncrement + 20 })
      .map((k) => Object.fromEntries(r.variants.map((v) => [v.id, k * r.orderIncrement * v.packUnits!])));
  if (r.variantRule === 'per_variant')
    return fc
      .array(fc.integer({ min: 0, max: 20 }), { minLength: r.variants.length, maxLength: r.variants.length })
      .map((ks) =>
        Object.fromEntries(
          r.variants.map((v, i) => [v.id, ks[i] === 0 ? 0 : r.minQuantity + (ks[i]! - 1) * r.orderIncrement]),
        ),
      );
  // mixed: split a valid total across the variants, in any shares.
  return fc
    .tuple(
      fc.integer({ min: r.minQuantity / r.orderIncrement, max: r.minQuantity / r.orderIncrement + 40 }),
      fc.array(fc.nat(10), { minLength: r.variants.length, maxLength: r.variants.length }),
    )
    .map(([packs, weights]) => {
      const mix: Record<string, number> = {};
      let left = packs;
      r.variants.forEach((v, i) => {
        const share = i === r.variants.length - 1 ? left : Math.min(left, weights[i]!);
        mix[v.id] = share * r.orderIncrement;
        left -= share;
      });
      return mix;
    });
};

/** Anything: random quantities, stray keys, negatives, fractions. */
const anyMix = (r: MixRules): fc.Arbitrary<Mix> =>
  fc
    .tuple(
      fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 })), {
        minLength: r.variants.length,
        maxLength: r.variants.length,
      }),
      fc.option(
        fc.tuple(
          fc.constantFrom('stranger', ...r.variants.map((v) => v.id)),
          fc.oneof(
            fc.constant(-1),
            fc.constant(2.5),
            fc.constant(Number.NaN),
            fc.integer({ min: 0, max: 50 }),
          ),
        ),
      ),
    )
    .map(([qs, odd]) => {
      const mix: Record<string, number> = Object.fromEntries(r.variants.map((v, i) => [v.id, qs[i]!]));
      if (odd) mix[odd[0]] = odd[1];
      return mix;
    });

const mixFor = (r: MixRules) => fc.oneof(validishMix(r), anyMix(r));

describe('quoteMix: products with variants', () => {
  it('accepts exactly the mixes the rules allow', () => {
    fc.assert(
      fc.property(
        rulesArb.chain((r) => fc.tuple(fc.constant(r), mixFor(r))),
        ([r, mix]) => {
          expect(quoteMix(r, mix).ok).toBe(expectedValid(r, mix));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('totals valid mixes exactly: each line is its quantity at its unit price, the total their sum', () => {
    let valid = 0;
    fc.assert(
      fc.property(
        rulesArb.chain((r) => fc.tuple(fc.constant(r), validishMix(r))),
        ([r, mix]) => {
          const quote = quoteMix(r, mix);
          if (!quote.ok) return;
          valid++;
          let sum = 0n;
          for (const line of quote.lines) {
            const v = r.variants.find((w) => w.id === line.variantId)!;
            expect(line.quantity).toBe(mix[v.id]);
            expect(line.unitPricePoisha).toBe(expectedUnit(r, v, counted(r, mix, v)));
            expect(BigInt(line.lineTotalPoisha)).toBe(BigInt(line.unitPricePoisha) * BigInt(line.quantity));
            sum += BigInt(line.lineTotalPoisha);
          }
          expect(BigInt(quote.totalPoisha)).toBe(sum);
          expect(quote.totalQuantity).toBe(Object.values(mix).reduce((s, q) => s + q, 0));
          // Every ordered variant has a line, and only those.
          expect(quote.lines.map((l) => l.variantId)).toEqual(
            r.variants.filter((v) => (mix[v.id] ?? 0) > 0).map((v) => v.id),
          );
        },
      ),
      { numRuns: RUNS },
    );
    expect(valid).toBeGreaterThan(RUNS / 4);
  });

  it('never raises a unit price when the mix grows by a pack (tiers never rise with quantity)', () => {
    fc.assert(
      fc.property(
        rulesArb.chain((r) => fc.tuple(fc.constant(r), validishMix(r), fc.nat(r.variants.length - 1))),
        ([r, mix, pick]) => {
          const before = quoteMix(r, mix);
          if (!before.ok) return;
          const grown: Record<string, number> = { ...mix };
          if (r.variantRule === 'ratio_pack')
            for (const v of r.variants) grown[v.id] = (mix[v.id] ?? 0) + r.orderIncrement * v.packUnits!;
          else {
            const v = r.variants[pick]!;
            if ((mix[v.id] ?? 0) === 0 && r.variantRule === 'per_variant') return;
            grown[v.id] = (mix[v.id] ?? 0) + r.orderIncrement;
          }
          const after = quoteMix(r, grown);
          if (!after.ok) return;
          for (const line of before.lines) {
            const later = after.lines.find((l) => l.variantId === line.variantId)!;
            expect(later.unitPricePoisha).toBeLessThanOrEqual(line.unitPricePoisha);
          }
          expect(after.tierIndex).toBeGreaterThanOrEqual(before.tierIndex);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('gives every invalid mix exactly one code, naming the variant at fault (null: the whole mix)', () => {
    fc.assert(
      fc.property(
        rulesArb.chain((r) => fc.tuple(fc.constant(r), mixFor(r))),
        ([r, mix]) => {
          const quote = quoteMix(r, mix);
          if (quote.ok) return;
          // The same mix always gets the same single error.
          expect(quoteMix(r, mix)).toEqual(quote);
          const q = (id: string) => mix[id] ?? 0;
          const v = r.variants.find((w) => w.id === quote.variantId);
          switch (quote.code) {
            case 'UNKNOWN_VARIANT':
              expect(v).toBeUndefined();
              expect(quote.variantId).not.toBeNull();
              expect(Object.keys(mix)).toContain(quote.variantId);
              break;
            case 'INVALID_QUANTITY':
              expect(v).toBeDefined();
              expect(Number.isSafeInteger(q(v!.id)) && q(v!.id) >= 0).toBe(false);
              break;
            case 'OUT_OF_STOCK':
              expect(v).toBeDefined();
              expect(q(v!.id)).toBeGreaterThan(v!.stock);
              break;
            case 'NOT_IN_RATIO':
              expect(r.variantRule).toBe('ratio_pack');
              expect(v).toBeDefined();
              break;
            default: {
              // MOQ, pack multiple, cap: on a variant's own quantity for per_variant, else on the whole mix.
              if (r.variantRule === 'per_variant' && quote.variantId !== null) {
                expect(v).toBeDefined();
                expect(countOk(r, q(v!.id), v!.pricePoisha ?? r.pricePoisha)).toBe(false);
              } else {
                expect(quote.variantId).toBeNull();
                if (r.variantRule === 'mixed') {
                  const total = r.variants.reduce((s, w) => s + q(w.id), 0);
                  expect(countOk(r, total, top(r))).toBe(false);
                }
              }
            }
          }
          expect(quote.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('quoteMix: the issue\u2019s examples', () => {
  const base = { pricePoisha: 20_000, orderIncrement: 1, maxOrderQuantity: null, priceTiers: [] };
  const sizes = (stock: number): MixVariant[] =>
    ['S', 'M', 'L', 'XL'].map((s) => ({ id: s, stock, pricePoisha: null, packUnits: null }));

  it('counts 30 S + 40 M + 30 L + 20 XL against a minimum of 100 across the mix', () => {
    const rules: MixRules = {
      ...base,
      minQuantity: 100,
      variantRule: 'mixed',
      variants: sizes(50),
      priceTiers: [{ minQuantity: 120, pricePoisha: 18_000 }],
    };
    const quote = quoteMix(rules, { S: 30, M: 40, L: 30, XL: 20 });
    expect(quote).toMatchObject({ ok: true, totalQuantity: 120, totalPoisha: 120 * 18_000, tierIndex: 0 });
    // Per variant, no size alone reaches 100.
    expect(quoteMix({ ...rules, variantRule: 'per_variant' }, { S: 30, M: 40, L: 30, XL: 20 })).toMatchObject(
      {
        ok: false,
        code: 'BELOW_MOQ',
        variantId: 'S',
      },
    );
    expect(quoteMix(rules, { S: 30, M: 60 })).toMatchObject({
      ok: false,
      code: 'BELOW_MOQ',
      variantId: null,
    });
    expect(quoteMix(rules, { S: 30, M: 50, L: 51 })).toMatchObject({
      ok: false,
      code: 'OUT_OF_STOCK',
      variantId: 'L',
    });
  });

  it('sells a 1 : 2 : 2 : 1 assortment in packs, stock taken per size', () => {
    const units = { S: 1, M: 2, L: 2, XL: 1 } as const;
    const rules: MixRules = {
      ...base,
      minQuantity: 5,
      variantRule: 'ratio_pack',
      variants: sizes(20).map((v) => ({ ...v, packUnits: units[v.id as keyof typeof units] })),
    };
    expect(quoteMix(rules, { S: 5, M: 10, L: 10, XL: 5 })).toMatchObject({
      ok: true,
      packs: 5,
      totalQuantity: 30,
    });
    expect(quoteMix(rules, { S: 5, M: 10, L: 9, XL: 5 })).toMatchObject({
      ok: false,
      code: 'NOT_IN_RATIO',
      variantId: 'L',
      allowed: 10,
    });
    expect(quoteMix(rules, { S: 4, M: 8, L: 8, XL: 4 })).toMatchObject({
      ok: false,
      code: 'BELOW_MOQ',
      variantId: null,
    });
    // 11 packs need 22 M; 20 in stock makes 10 packs.
    expect(quoteMix(rules, { S: 11, M: 22, L: 22, XL: 11 })).toMatchObject({
      ok: false,
      code: 'OUT_OF_STOCK',
      variantId: 'M',
      allowed: 10,
    });
  });

  it('shifts the ladder by a variant\u2019s own price', () => {
    const rules: MixRules = {
      ...base,
      minQuantity: 10,
      variantRule: 'mixed',
      variants: [
        { id: 'M', stock: 100, pricePoisha: null, packUnits: null },
        { id: 'XXL', stock: 100, pricePoisha: 21_000, packUnits: null },
      ],
      priceTiers: [{ minQuantity: 50, pricePoisha: 17_000 }],
    };
    const quote = quoteMix(rules, { M: 30, XXL: 20 });
    expect(quote.ok && quote.lines.map((l) => l.unitPricePoisha)).toEqual([17_000, 18_000]);
  });
});
