import { formatCount as formatCountIn, localCategoryName } from '@bulkbazar/contract';
import { language } from './i18n/language';

// The two formatters the navbar and footer use, apart from lib/format.ts: that file brings the contract's date
// formatters (Intl.DateTimeFormat tables) that the first page never shows, and the entry has a budget
// (scripts/check-bundle-budget.mjs). lib/format.ts re-exports these, so every other screen imports from there.

export const formatCount = (n: number): string => formatCountIn(n, language);

/** A category's name in the page's language, from its slug or English name. */
export const categoryLabel = (slugOrName: string): string => localCategoryName(slugOrName, language);
