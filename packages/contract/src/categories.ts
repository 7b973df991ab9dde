import type { Lang } from './lang.js';

// The seven wholesale categories of SEED.md, each with a URL slug and its name in English (the API's, as SEED.md
// spells it) and in Bengali (`bnName`, for Bengali pages). The order here is the order menus show.
export const CATEGORIES = [
  { slug: 'electronics-gadgets', name: 'Electronics & Gadgets', bnName: 'ইলেকট্রনিক্স ও গ্যাজেট' },
  { slug: 'home-kitchen-appliances', name: 'Home & Kitchen Appliances', bnName: 'হোম ও কিচেন অ্যাপ্লায়েন্স' },
  { slug: 'fashion-apparel', name: 'Fashion & Apparel', bnName: 'ফ্যাশন ও পোশাক' },
  { slug: 'industrial-machinery-tools', name: 'Industrial Machinery & Tools', bnName: 'শিল্প যন্ত্রপাতি ও টুলস' },
  { slug: 'health-beauty', name: 'Health & Beauty', bnName: 'স্বাস্থ্য ও সৌন্দর্য' },
  {
    slug: 'automotive-parts-accessories',
    name: 'Automotive Parts & Accessories',
    bnName: 'গাড়ির যন্ত্রাংশ ও এক্সেসরিজ',
  },
  {
    slug: 'office-supplies-stationery',
    name: 'Office Supplies & Stationery',
    bnName: 'অফিস সামগ্রী ও স্টেশনারি',
  },
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

/** A category's name in a language ('ফ্যাশন ও পোশাক'); a name the shop does not know is shown as it is. */
export function localCategoryName(slugOrName: string, lang: Lang): string {
  const category = findCategory(slugOrName);
  if (!category) return slugOrName;
  return lang === 'bn' ? category.bnName : category.name;
}
