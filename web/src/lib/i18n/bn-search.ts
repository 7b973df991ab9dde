import type { enSearch } from './en-search';
import type { Texts } from './texts';

// The Bengali texts of suggestions as you type, key for key as ./en-search.ts.
export const bnSearch: Texts<typeof enSearch> = {
  searchSuggest: {
    label: 'পরামর্শ',
    products: 'পণ্য',
    brands: 'ব্র্যান্ড',
    categories: 'ক্যাটাগরি',
    didYouMean: '“{{words}}”-এর ফলাফল দেখানো হচ্ছে',
  },
  searchResults: {
    didYouMeanBefore: 'আপনি কি',
    didYouMeanAfter: ' খুঁজছিলেন?',
  },
};
