// Turns what a shopper typed into a safe PostgreSQL tsquery. All words must match; the words before the
// last are whole words and only the last may be unfinished ("steel ket" → "steel & ket:*") — search as
// you type, as search engines do it ("prefix last"). Making every word a prefix made a common short word
// collect a large part of a million-row catalog from the index before the other words could narrow it
// (bench/RESULTS.md, "Scale"). Anything that is not a letter or digit is dropped, so tsquery syntax in the
// input can never cause an error. A word keeps its combining marks (\p{M}): Bengali vowel signs and hasanta
// (চা = চ + া, ক্ষ = ক + ্ + ষ) are marks, and splitting at them turned "চাল" into "চ" and "ল". Input is NFC as
// the stored names are (product-input.ts), so either way of typing য় or ো finds the same word.
const MAX_TERMS = 8;

export function toPrefixTsquery(input: string | undefined): string | undefined {
  if (!input) return undefined;
  const terms = input
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    // A mark alone (a vowel sign typed first) is no word.
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .slice(0, MAX_TERMS);
  if (!terms.length) return undefined;
  return terms.map((t, i) => (i === terms.length - 1 ? `${t}:*` : t)).join(' & ');
}
