import { CATEGORIES, type Lang, type SearchSuggestions } from '@bulkbazar/contract';
import type { CatalogRepo, CatalogRow } from '../products/catalog.repo.js';
import { isBengali, searchWords } from './bengali-normalise.js';
import type { SearchTerms } from './search-terms.service.js';

// Suggestions as you type: the catalog search's own first step (the newest matches of the expanded words, read
// the bounded way listApproved reads them), summed up as products, brands and categories.

/** Matches read per suggestion request; the lists below are taken from them. */
export const SUGGEST_SAMPLE = 24;
const MAX = { products: 6, brands: 4, categories: 3 };

/** The values in order of how often they occur (ties in first-seen order). */
function commonest<T>(values: T[]): T[] {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

export function createSuggestService(repo: CatalogRepo, terms: SearchTerms) {
  const matches = async (q: string): Promise<{ rows: CatalogRow[]; didYouMean?: string }> => {
    const expanded = await terms.expand(q);
    if (!expanded) return { rows: [] };
    const read = (tsquery: string) => repo.listApproved({ tsquery }, 'newest', { offset: 0 }, SUGGEST_SAMPLE);
    const rows = await read(expanded.tsquery);
    if (rows.length) return { rows };
    const corrected = await terms.correction(q, expanded);
    const fixed = corrected ? await terms.expand(corrected) : undefined;
    if (!corrected || !fixed) return { rows };
    const more = await read(fixed.tsquery);
    return more.length ? { rows: more, didYouMean: corrected } : { rows };
  };

  return {
    async suggest(q: string, lang: Lang): Promise<SearchSuggestions> {
      const { rows, didYouMean } = await matches(q);
      const wantBengali = lang === 'bn';
      // The buyer's script first; otherwise newest first, as read.
      const products = [...rows]
        .sort(
          (a, b) =>
            Number(isBengali(b.productName) === wantBengali) -
            Number(isBengali(a.productName) === wantBengali),
        )
        .slice(0, MAX.products)
        .map((r) => ({ id: r.id, name: r.productName }));
      const brands = commonest(rows.map((r) => r.brand).filter(Boolean)).slice(0, MAX.brands);
      // Categories whose name (either language) has a word starting with a typed word, then the matches'.
      const typed = searchWords(q);
      const named = CATEGORIES.filter((c) =>
        searchWords(`${c.name} ${c.bnName}`).some((w) => typed.some((t) => t.length >= 2 && w.startsWith(t))),
      ).map((c) => c.slug);
      const slugs = [...new Set([...named, ...commonest(rows.map((r) => r.category))])].slice(
        0,
        MAX.categories,
      );
      const categories = slugs.flatMap((slug) => {
        const c = CATEGORIES.find((x) => x.slug === slug);
        return c ? [{ slug: c.slug, name: wantBengali ? c.bnName : c.name }] : [];
      });
      return { products, brands, categories, ...(didYouMean ? { didYouMean } : {}) };
    },
  };
}

export type SuggestService = ReturnType<typeof createSuggestService>;
