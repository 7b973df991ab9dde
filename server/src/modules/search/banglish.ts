import { CONSONANTS, HASANTA, VOWELS } from './banglish-rules.js';

// Banglish → the Bengali spellings it may stand for (rules in banglish-rules.ts). The catalog search keeps
// only those that are words of the shop (search-words.repo.ts), so the many spellings cost one indexed look-up.

/** At most this many spellings per word (a long word's letters multiply: the first ones, in Avro's order). */
export const MAX_SPELLINGS = 400;

const CONSONANT_KEYS = Object.keys(CONSONANTS).sort((a, b) => b.length - a.length);
const VOWEL_KEYS = Object.keys(VOWELS).sort((a, b) => b.length - a.length);

/** The word as Latin letter groups, longest first; undefined when it has anything but a–z. */
function tokens(word: string): { kind: 'c' | 'v'; key: string }[] | undefined {
  const out: { kind: 'c' | 'v'; key: string }[] = [];
  let i = 0;
  while (i < word.length) {
    const vowel = VOWEL_KEYS.find((k) => word.startsWith(k, i));
    const consonant = CONSONANT_KEYS.find((k) => word.startsWith(k, i));
    if (!vowel && !consonant) return undefined;
    // "ai" after a consonant is a vowel; a consonant key never starts with a vowel letter, so no clash.
    const key = vowel ?? consonant!;
    out.push({ kind: vowel ? 'v' : 'c', key });
    i += key.length;
  }
  return out;
}

/**
 * Every Bengali spelling (plainForm) that a Banglish word may stand for, Avro's first; [] for anything but
 * a–z letters or a word longer than 20. "chal" → [ছাল, চাল, …], "dim" → [ডিম, দিম, …].
 */
export function banglishSpellings(word: string): string[] {
  if (word.length < 2 || word.length > 20) return [];
  const parts = tokens(word);
  if (!parts) return [];
  let spellings: string[] = [''];
  let previous: 'c' | 'v' | undefined;
  for (const part of parts) {
    const next: string[] = [];
    if (part.kind === 'v') {
      const [independent, signs] = VOWELS[part.key]!;
      const options = previous === 'c' ? signs : independent;
      for (const s of spellings) for (const o of options) next.push(s + o);
    } else {
      const letters = CONSONANTS[part.key]!;
      // Two consonants in a row: side by side (মুরগি) or joined by a hasanta (মিষ্টি).
      const joins = previous === 'c' ? ['', HASANTA] : [''];
      for (const s of spellings) for (const j of joins) for (const l of letters) next.push(s + j + l);
    }
    spellings = [...new Set(next)].slice(0, MAX_SPELLINGS);
    previous = part.kind;
  }
  return spellings.filter(Boolean);
}
