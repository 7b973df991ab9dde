// How many products a search's words match, guessed in Node from the statistics PostgreSQL keeps for the
// search column (pg_stats.most_common_elems: the commonest lexemes and the share of rows holding each), the
// way the planner guesses it (tsquerysel in PostgreSQL's tsquery_selfuncs.c): a known word its share, an
// unknown one half the rarest share (at most 0.5 %), a prefix the sum of the known words it begins, all
// words together the product of their shares. Guessing here costs nothing per search; asking the planner
// (EXPLAIN) would cost a round trip and a planning. A wrong guess only costs time: the catalog's search
// stays exact whichever step it tries first (catalog.repo.ts).

/** The lexeme statistics of products.search (empty before the first ANALYZE). */
export type LexemeStats = { shares: Map<string, number>; rarest: number };

export const NO_STATS: LexemeStats = { shares: new Map(), rarest: 0 };

// PostgreSQL's DEFAULT_TS_MATCH_SEL: the share it assumes for a word it knows nothing about.
const DEFAULT_SHARE = 0.005;

/**
 * The stats from pg_stats' two arrays. most_common_elem_freqs holds one share per lexeme, then the
 * smallest and largest share (and the share of nulls).
 */
export function lexemeStats(elems: string[] | null, freqs: number[] | null): LexemeStats {
  if (!elems?.length || !freqs || freqs.length < elems.length + 1) return NO_STATS;
  const shares = new Map(elems.map((e, i) => [e, Number(freqs[i])]));
  return { shares, rarest: Number(freqs[elems.length]) };
}

/**
 * Share of rows matching one tsquery term ("steel" or the prefix "ket:*"). A word the catalog's vocabulary is
 * known not to hold (`absent`: no name or brand has it) can only be in descriptions, or begin a longer word:
 * its share is what the statistics say of its prefix, else none — not the planner's "half the rarest", which
 * at a million products guesses hundreds of matches for a typo and walks the catalog for it.
 */
function termShare(stats: LexemeStats, term: string, absent: ReadonlySet<string>): number {
  const prefix = term.endsWith(':*') ? term.slice(0, -2) : undefined;
  const unknown = absent.has(prefix ?? term) ? 0 : Math.min(DEFAULT_SHARE, stats.rarest / 2);
  if (prefix === undefined) return stats.shares.get(term) ?? unknown;
  let sum = 0;
  for (const [lexeme, share] of stats.shares) if (lexeme.startsWith(prefix)) sum += share;
  return Math.min(1, Math.max(unknown, sum));
}

/** Splits at `separator` outside parentheses. */
function topLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The text inside one pair of parentheses around all of it ("(a | b)"), else the text itself ("(a) & (b)"). */
function unwrap(t: string): string {
  if (!t.startsWith('(') || !t.endsWith(')')) return t;
  let depth = 0;
  for (let i = 0; i < t.length - 1; i++) {
    if (t[i] === '(') depth++;
    else if (t[i] === ')') depth--;
    if (depth === 0) return t;
  }
  return unwrap(t.slice(1, -1));
}

/** Share of rows matching "a & b" (independent words: the product) or "a | b" (at most the sum). */
function share(stats: LexemeStats, tsquery: string, absent: ReadonlySet<string>): number {
  const all = topLevel(tsquery, ' & ');
  if (all.length > 1) return all.reduce((s, part) => s * share(stats, unwrap(part), absent), 1);
  const any = topLevel(tsquery, ' | ');
  if (any.length > 1)
    return Math.min(
      1,
      any.reduce((s, part) => s + share(stats, unwrap(part), absent), 0),
    );
  return termShare(stats, tsquery, absent);
}

/**
 * Estimated matches among `rows` products of a tsquery made by toPrefixTsquery (terms joined by " & ") or
 * by search/query-expansion.ts (terms that are "(a | b | (c & d))"), or 0 when there are no statistics yet
 * (then the cheap-when-rare step is tried first, see catalog.repo.ts). `absent`: words known not to be in
 * the catalog's vocabulary (CatalogFilter.unknownWords).
 */
export function estimateMatches(
  stats: LexemeStats,
  tsquery: string,
  rows: number,
  absent: readonly string[] = [],
): number {
  if (!stats.shares.size) return 0;
  return rows * share(stats, unwrap(tsquery), new Set(absent));
}
