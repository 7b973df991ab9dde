/** One demo listing: what the catalog files list per category (catalog.ts, catalog-search-demo.ts). */
export type SeedItem = [
  name: string,
  brand: string,
  priceTaka: number,
  moq: number,
  stock: number,
  description: string,
];
