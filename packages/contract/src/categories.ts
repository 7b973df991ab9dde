// The seven wholesale categories of SEED.md, each with a URL slug. The order here is the order menus show.
export const CATEGORIES = [
  { slug: 'electronics-gadgets', name: 'Electronics & Gadgets' },
  { slug: 'home-kitchen-appliances', name: 'Home & Kitchen Appliances' },
  { slug: 'fashion-apparel', name: 'Fashion & Apparel' },
  { slug: 'industrial-machinery-tools', name: 'Industrial Machinery & Tools' },
  { slug: 'health-beauty', name: 'Health & Beauty' },
  { slug: 'automotive-parts-accessories', name: 'Automotive Parts & Accessories' },
  { slug: 'office-supplies-stationery', name: 'Office Supplies & Stationery' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategorySlug = Category['slug'];
export type CategoryName = Category['name'];

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

const bySlug = new Map<string, Category>(CATEGORIES.map((c) => [c.slug, c]));
const byName = new Map<string, Category>(CATEGORIES.map((c) => [c.name.toLowerCase(), c]));

/** Finds a category by slug or by its display name (SEED.md's forms send the name). */
export function findCategory(slugOrName: string): Category | undefined {
  const key = slugOrName.trim();
  return bySlug.get(key) ?? byName.get(key.toLowerCase());
}

export function categoryName(slug: CategorySlug): CategoryName {
  return bySlug.get(slug)!.name;
}
