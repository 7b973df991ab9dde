// Turns what a shopper typed into a safe PostgreSQL tsquery. All words must match; the words before the
// last are whole words and only the last may be unfinished ("steel ket" → "steel & ket:*") — search as
// you type, as search engines do it ("prefix last"). Making every word a prefix made a common short word
// collect a large part of a million-row catalog from the index before the other words could narrow it
// (bench/RESULTS.md, "Scale"). Anything that is not a letter or digit is dropped, so tsquery syntax in the
// input can never cause an error.
const MAX_TERMS = 8;

export function toPrefixTsquery(input: string | undefined): string | undefined {
  if (!input) return undefined;
  const terms = input
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  if (!terms.length) return undefined;
  return terms.map((t, i) => (i === terms.length - 1 ? `${t}:*` : t)).join(' & ');
}
