// The English texts of suggestions as you type (issue 34) on the catalog's search box. Page texts (merged into
// ./en-pages.ts).
export const enSearch = {
  searchSuggest: {
    label: 'Suggestions',
    products: 'Products',
    brands: 'Brands',
    categories: 'Categories',
    didYouMean: 'Showing results for “{{words}}”',
  },
  // On the results page: "Did you mean <link>words</link>?" (the words are the link).
  searchResults: {
    didYouMeanBefore: 'Did you mean',
    didYouMeanAfter: '?',
  },
  // Beside the results: counts by category, brand, price and seller, each a link that filters to it.
  searchFacets: {
    label: 'Narrow the results',
    categories: 'Category',
    brands: 'Brand',
    prices: 'Price',
    sellers: 'Seller',
    priceUnder: 'Under {{max}}',
    priceFrom: '{{min}} and up',
    priceRange: '{{min}} – {{max}}',
    partial: 'Counted over the newest {{count}} matches',
    clear: 'Any',
  },
};
