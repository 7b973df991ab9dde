// The navbar shows the brand as a two-tone word ("Bulk" + "Bazar"). Brands are configurable, so the split
// point is guessed: at a word gap, else at a camel-case boundary, else in the middle.
export function splitBrand(brand: string): [string, string] {
  const name = brand.trim();
  const gap = name.search(/\s/);
  if (gap > 0) return [name.slice(0, gap + 1), name.slice(gap + 1).trimStart()];

  // A capital right after a lower-case letter starts the second word; all-caps names have no such point.
  const camel = /\p{Ll}\p{Lu}/u.exec(name);
  if (camel) return [name.slice(0, camel.index + 1), name.slice(camel.index + 1)];

  // Split by grapheme so a Bengali brand is never cut between a consonant and its vowel sign.
  const chars = Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name),
    (s) => s.segment,
  );
  const half = Math.ceil(chars.length / 2);
  return [chars.slice(0, half).join(''), chars.slice(half).join('')];
}
