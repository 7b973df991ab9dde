import { describe, expect, it } from 'vitest';
import { estimateMatches, lexemeStats, NO_STATS } from './search-estimate.js';

// pg_stats' arrays as PostgreSQL gives them: lexemes, then their shares followed by the smallest and the
// largest share and the share of nulls.
const stats = lexemeStats(['steel', 'kettle', 'stool', 'model'], [0.05, 0.01, 0.002, 1, 0.002, 1, 0]);

describe('estimateMatches', () => {
  it('multiplies the shares of known words, as the planner does', () => {
    expect(estimateMatches(stats, 'steel', 1_000_000)).toBeCloseTo(50_000);
    expect(estimateMatches(stats, 'steel & kettle', 1_000_000)).toBeCloseTo(500);
  });

  it('gives an unknown word half the rarest share, at most 0.5 %', () => {
    expect(estimateMatches(stats, 'zzz', 1_000_000)).toBeCloseTo(1_000);
    expect(estimateMatches(lexemeStats(['a'], [0.5, 0.5, 0.5, 0]), 'zzz', 1_000)).toBeCloseTo(5);
  });

  it('sums the known words a prefix begins', () => {
    expect(estimateMatches(stats, 'st:*', 1_000_000)).toBeCloseTo(52_000);
    expect(estimateMatches(stats, 'model & ket:*', 1_000_000)).toBeCloseTo(10_000);
    expect(estimateMatches(stats, 'steel & 123:*', 1_000_000)).toBeCloseTo(50);
  });

  it('guesses nothing (0: try the GIN index first) without statistics', () => {
    expect(estimateMatches(NO_STATS, 'steel', 1_000_000)).toBe(0);
    expect(lexemeStats(null, null)).toBe(NO_STATS);
    expect(lexemeStats(['a', 'b'], [0.1])).toBe(NO_STATS);
  });

  it('reads a query the search expansion wrapped in parentheses, alternatives summed (issue 34)', () => {
    // "kettle" expanded: its synonyms OR-ed, one phrase AND-ed inside; once read as one unknown word.
    expect(estimateMatches(stats, '(kettle:* | কেটলি | (electric & kettle))', 1_000_000)).toBeCloseTo(
      10_000 + 1_000 + 1_000 * 0.01,
    );
    expect(estimateMatches(stats, '(steel | stil) & (kettle)', 1_000_000)).toBeCloseTo(
      (0.05 + 0.001) * 0.01 * 1e6,
    );
    // Two groups side by side are not one group: "(a) & (b)" keeps its AND.
    expect(estimateMatches(stats, '(steel) & (kettle)', 1_000_000)).toBeCloseTo(500);
  });

  it('takes a word the catalog is known not to hold as matching nothing, unless it begins known words', () => {
    expect(estimateMatches(stats, '(ketle:* | ketle১)', 1_000_000, ['ketle', 'ketle১'])).toBe(0);
    expect(estimateMatches(stats, 'steel & zzz', 1_000_000, ['zzz'])).toBe(0);
    // "ket" is no word of the catalog, but begins "kettle".
    expect(estimateMatches(stats, 'ket:*', 1_000_000, ['ket'])).toBeCloseTo(10_000);
  });
});
