import { plainForm, searchWords } from './bengali-normalise.js';
import { allowedEdits, nearestByEdits } from './edit-distance.js';
import {
  expandQuery,
  synonymIndex,
  correctableWords,
  type ExpandedQuery,
  type SynonymIndex,
} from './query-expansion.js';
import type { SearchVocabularyRepo } from './search-vocabulary.repo.js';

// The catalog search's words: the expanded tsquery of what was typed, and the "Did you mean" when it finds
// little. The synonym groups are read once and kept for SYNONYMS_TTL_MS (an operator's edit is seen at once in
// the process that made it, within that time in the others).

export const SYNONYMS_TTL_MS = 30_000;

/** Catalog words read as candidates for the edit-distance step. */
const EDIT_CANDIDATES = 2_000;

export function createSearchTerms(repo: SearchVocabularyRepo) {
  let cached: { index: SynonymIndex; at: number } | undefined;
  let loading: Promise<SynonymIndex> | undefined;
  const synonyms = async (): Promise<SynonymIndex> => {
    if (cached && Date.now() - cached.at < SYNONYMS_TTL_MS) return cached.index;
    loading ??= repo
      .synonymGroups()
      .then((groups) => {
        cached = { index: synonymIndex(groups), at: Date.now() };
        return cached.index;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  /**
   * The known word nearest to a typed one: by trigram similarity among the catalog's words, else (short words
   * have too few trigrams: "eeg") within one or two edits of a catalog word or a synonym ("shrit" → shirt).
   */
  const nearestKnown = async (word: string): Promise<string | undefined> => {
    const plain = plainForm(word);
    const { nearest, alike } = await repo.nearestOrAlike(plain, word, allowedEdits(word), EDIT_CANDIDATES);
    if (nearest) return nearest;
    const keys = [...(await synonyms()).keys()].filter((k) => !k.includes(' '));
    return nearestByEdits(word, [...alike, ...keys]);
  };

  return {
    /** The tsquery for what was typed (see query-expansion.ts), or undefined when it has no word. */
    expand: async (q: string | undefined): Promise<ExpandedQuery | undefined> =>
      expandQuery(q, await synonyms(), repo.wordsFor),

    /**
     * What was typed with each word the shop does not know replaced by the nearest other word it does
     * ("ketle" → "kettle"; see correctableWords), or undefined when no word could be replaced.
     */
    async correction(q: string, expanded: ExpandedQuery): Promise<string | undefined> {
      const unknown = new Set(correctableWords(expanded));
      if (!unknown.size) return undefined;
      // Each unknown word asked at once (side by side on PostgreSQL's pool).
      const typed = searchWords(q);
      const nearest = await Promise.all(
        typed.map((word) => (unknown.has(word) ? nearestKnown(word) : undefined)),
      );
      const words = typed.map((word, i) => nearest[i] ?? word);
      return words.some((word, i) => word !== typed[i]) ? words.join(' ') : undefined;
    },

    /** Forget the kept synonyms (after the operator's edit). */
    forgetSynonyms: () => {
      cached = undefined;
    },
  };
}

export type SearchTerms = ReturnType<typeof createSearchTerms>;
