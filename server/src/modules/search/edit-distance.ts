// How many single-letter edits (insert, delete, replace, swap two neighbours) turn one word into another, up to a
// limit: the typo step's second try for short words, whose trigrams are too few for pg_trgm's similarity
// ("eeg" and "egg" share one trigram of seven). Optimal string alignment distance, by code point.

/** The edit distance of a and b, or limit + 1 when it is more than `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[t.length]!, limit + 1);
}

/** Edits allowed for a typed word: one up to 6 letters, two from 7. */
export const allowedEdits = (word: string): number => ([...word].length >= 7 ? 2 : 1);

/**
 * The candidate nearest to `word` within its allowed edits (fewest edits, then the shortest, then in order),
 * or undefined.
 */
export function nearestByEdits(word: string, candidates: Iterable<string>): string | undefined {
  const limit = allowedEdits(word);
  let best: { word: string; d: number } | undefined;
  for (const c of candidates) {
    if (c === word) continue;
    const d = editDistance(word, c, limit);
    if (d > limit) continue;
    if (!best || d < best.d || (d === best.d && c.length < best.word.length)) best = { word: c, d };
  }
  return best?.word;
}
