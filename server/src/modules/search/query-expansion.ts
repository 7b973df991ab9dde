import { banglishSpellings } from './banglish.js';
import { bengaliDigits, isLatin, latinDigits, plainForm, searchWords } from './bengali-normalise.js';

// What a buyer typed → a tsquery that also finds the same thing said another way: each word (or run of up to
// three words that is a synonym, "power bank") may match itself, its synonyms (rice | চাল | chal), its digits
// in the other script (৫০ | 50), its Bengali spellings when typed in Latin letters and the catalog has them
// (chal → চাল), and the same word with or without chandrabindu/nukta (পেয়াজ → পেঁয়াজ). All words must match,
// as before (search-query.ts); only the last one may be unfinished (its own spelling is a prefix).

const MAX_TERMS = 8;
const MAX_PHRASE = 3;
/** Bengali spellings of one Latin word kept (the catalog's, in Avro's order). */
const MAX_SPELLINGS_KEPT = 3;

/** A synonym key (its words joined by a space) → the other phrases of its groups, each as words. */
export type SynonymIndex = Map<string, string[][]>;

export function synonymIndex(groups: string[][]): SynonymIndex {
  const index: SynonymIndex = new Map();
  for (const group of groups) {
    const phrases = group.map((w) => searchWords(w)).filter((p) => p.length > 0);
    for (const phrase of phrases) {
      const key = phrase.join(' ');
      const others = index.get(key) ?? [];
      for (const other of phrases) {
        const k = other.join(' ');
        if (k !== key && !others.some((o) => o.join(' ') === k)) others.push(other);
      }
      index.set(key, others);
    }
  }
  return index;
}

/** The catalog's words by plain form (search-vocabulary.repo.ts's wordsFor). */
export type WordLookup = (plains: string[]) => Promise<Map<string, string[]>>;

/**
 * One part of the query: the words typed, and who knows them — the synonyms (or a Banglish spelling the catalog
 * has), the catalog only (as typed), or nobody (false).
 */
export type Segment = { words: string[]; known: 'synonym' | 'catalog' | false; alternatives: string[][] };

/** `unknownWords`: see unknownWords below (the catalog's match guess reads them). */
export type ExpandedQuery = { tsquery: string; segments: Segment[]; unknownWords: string[] };

const lexeme = (w: string, prefix: boolean) => (prefix ? `${w}:*` : w);

function phraseQuery(words: string[], prefixLast: boolean): string {
  const parts = words.map((w, i) => lexeme(w, prefixLast && i === words.length - 1));
  return parts.length === 1 ? parts[0]! : `(${parts.join(' & ')})`;
}

/** The tsquery of segments: each segment's alternatives OR-ed, the segments AND-ed. */
export function segmentsTsquery(segments: Segment[]): string {
  return segments
    .map((segment, i) => {
      const last = i === segments.length - 1;
      const seen = new Set<string>();
      const alternatives = [phraseQuery(segment.words, last)];
      seen.add(segment.words.join(' '));
      for (const alt of segment.alternatives) {
        const key = alt.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        alternatives.push(phraseQuery(alt, false));
      }
      return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The synonym key a run of words stands for: the run itself when it is a key, else a key of the same length
 * whose group says the run word by word, each word from any same-length phrase of the group or as a Banglish
 * spelling of it — buyers mix scripts inside one phrase ("power ব্যাংক", "rice কুকার" for পাওয়ার ব্যাংক and rice
 * cooker; "masur dal", masur written as মসুর, for মসুর ডাল). Only whole runs of two or more words match, never
 * a word alone: "red" is not মসুর though the two stand in the same place of "red lentil" and "মসুর ডাল".
 */
function phraseKey(run: string[], forms: Set<string>[], synonyms: SynonymIndex): string | undefined {
  const key = run.join(' ');
  if (synonyms.has(key)) return key;
  for (const [candidate, others] of synonyms) {
    const words = candidate.split(' ');
    if (words.length !== run.length) continue;
    const group = [words, ...others.filter((o) => o.length === run.length)];
    if (forms.every((f, i) => group.some((phrase) => f.has(plainForm(phrase[i]!))))) return candidate;
  }
  return undefined;
}

/** The query's words cut into runs: the longest runs (≤ 3 words) that say a synonym key, else single words. */
function segment(words: string[], synonyms: SynonymIndex): Segment[] {
  const segments: Segment[] = [];
  // Each word's forms: as typed, plain, and its Banglish spellings when typed in Latin letters.
  const forms = words.map(
    (w) => new Set([w, plainForm(w), ...(isLatin(w) ? banglishSpellings(w).map(plainForm) : [])]),
  );
  const keyOf = (i: number, length: number) =>
    length > 1 ? phraseKey(words.slice(i, i + length), forms.slice(i, i + length), synonyms) : undefined;
  for (let i = 0; i < words.length;) {
    let length = Math.min(MAX_PHRASE, words.length - i);
    let key = keyOf(i, length);
    while (length > 1 && !key) key = keyOf(i, --length);
    const run = words.slice(i, i + length);
    const alternatives = [
      ...(key && key !== run.join(' ') ? [key.split(' ')] : []),
      ...(synonyms.get(key ?? run.join(' ')) ?? []),
    ];
    segments.push({
      words: run,
      known: alternatives.length ? 'synonym' : false,
      alternatives: [...alternatives],
    });
    i += length;
  }
  return segments;
}

/**
 * The expanded tsquery of a search text, or undefined when it has no word. One look-up in the catalog's
 * vocabulary for every word's spellings at once.
 */
export async function expandQuery(
  text: string | undefined,
  synonyms: SynonymIndex,
  lookup: WordLookup,
): Promise<ExpandedQuery | undefined> {
  if (!text) return undefined;
  const words = searchWords(text).slice(0, MAX_TERMS);
  if (!words.length) return undefined;
  const segments = segment(words, synonyms);
  // Per single-word segment: the plain forms to look up (the word itself, its Banglish spellings).
  const asked = segments.map((s) =>
    s.words.length === 1
      ? [plainForm(s.words[0]!), ...(isLatin(s.words[0]!) ? banglishSpellings(s.words[0]!) : [])]
      : [],
  );
  const found = await lookup([...new Set(asked.flat())]);
  segments.forEach((s, i) => {
    const [word] = s.words;
    if (s.words.length !== 1 || !word) return;
    const [own, ...spellings] = asked[i]!;
    const ownWords = found.get(own!) ?? [];
    if (ownWords.length && !s.known) s.known = 'catalog';
    for (const w of ownWords) s.alternatives.push([w]);
    const twin = latinDigits(word) ?? bengaliDigits(word);
    if (twin) s.alternatives.push([twin]);
    let kept = 0;
    for (const spelling of spellings) {
      if (kept >= MAX_SPELLINGS_KEPT) break;
      const hits = found.get(spelling);
      if (!hits?.length) continue;
      kept++;
      s.known = 'synonym';
      for (const hit of hits) {
        s.alternatives.push([hit]);
        // The Bengali word's own synonyms too: chal → চাল → rice.
        for (const alt of synonyms.get(hit) ?? []) s.alternatives.push(alt);
      }
    }
  });
  return { tsquery: segmentsTsquery(segments), segments, unknownWords: unknownWords(segments) };
}

/**
 * The words a "Did you mean" may replace: single words (of 3 letters or more) neither the catalog nor the
 * synonyms know; when every word is known, those the catalog alone knows (a rare spelling may be a typo that
 * some listing shares: "kettel"). Words the synonyms know are never replaced ("rice" is not "price").
 */
export function correctableWords(q: ExpandedQuery): string[] {
  const single = q.segments.filter((s) => s.words.length === 1 && s.words[0]!.length >= 3);
  const unknown = single.filter((s) => !s.known);
  return (unknown.length ? unknown : single.filter((s) => s.known === 'catalog')).map((s) => s.words[0]!);
}

/**
 * The words neither the catalog's names and brands nor the synonyms know (as they stand in the tsquery):
 * the catalog's guess of how many products match takes them as rare (search-estimate.ts).
 */
function unknownWords(segments: Segment[]): string[] {
  // An unknown word's only alternative is its digits in the other script (ab1234 | ab১২৩৪): unknown too.
  return segments
    .filter((s) => s.words.length === 1 && !s.known)
    .flatMap((s) => [s.words[0]!, ...s.alternatives.flat()]);
}
