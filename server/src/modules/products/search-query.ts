// Turns what a shopper typed into a safe PostgreSQL tsquery: each word becomes a prefix match and all
// words must match ("steel pot" → "steel:* & pot:*"). Anything that is not a letter or digit is dropped,
// so tsquery syntax in the input can never cause an error.
const MAX_TERMS = 8;

export function toPrefixTsquery(input: string | undefined): string | undefined {
  if (!input) return undefined;
  const terms = input
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  return terms.length ? terms.map((t) => `${t}:*`).join(' & ') : undefined;
}
