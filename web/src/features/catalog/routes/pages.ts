// The catalog's list pages as one lazily loaded chunk: all products, a category, a seller. The router imports
// this module once for the four routes (one dynamic import in the entry instead of three, which the entry's
// size budget needs; decision 18). They share most of their code anyway (cards, the grid, paging).
export * as category from './category';
export * as products from './products';
export * as seller from './seller';
