import { z } from 'zod';
import { CATEGORY_SLUGS } from './category-slugs.js';

// Suggestions as you type (issue 34): GET /api/search/suggest?q= — products, brands and categories for what
// was typed so far (2 characters or more), found the way the catalog search finds them (synonyms, Banglish,
// typos), with category names in the buyer's language.

export const SUGGEST_MIN_CHARS = 2;

export const searchSuggestQuerySchema = z.object({
  q: z.string().trim().min(SUGGEST_MIN_CHARS).max(100),
});

export const searchSuggestionsSchema = z
  .object({
    /** Products on sale, those named in the buyer's script first. */
    products: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Brands of those products, the commonest first. */
    brands: z.array(z.string()),
    /** Categories (name in the buyer's language), the commonest among the products first. */
    categories: z.array(z.object({ slug: z.enum(CATEGORY_SLUGS), name: z.string() })),
    /** Set when nothing matched what was typed and the suggestions are for these nearest words instead. */
    didYouMean: z.string().optional(),
  })
  .meta({ id: 'SearchSuggestions' });

export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
