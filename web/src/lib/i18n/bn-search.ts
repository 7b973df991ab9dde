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
  searchFacets: {
    label: 'ফলাফল ছোট করুন',
    categories: 'ক্যাটাগরি',
    brands: 'ব্র্যান্ড',
    prices: 'দাম',
    sellers: 'বিক্রেতা',
    priceUnder: '{{max}}-এর কম',
    priceFrom: '{{min}} ও তার বেশি',
    priceRange: '{{min}} থেকে {{max}}',
    partial: 'সবচেয়ে নতুন {{count}}টি মিলের মধ্যে গোনা',
    clear: 'যেকোনো',
  },
};
