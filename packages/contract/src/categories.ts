import type { Lang } from './lang.js';

// The wholesale categories, each with a URL slug and its name in English (the API's, as SEED.md spells it) and in
// Bengali (`bnName`, for Bengali pages). The order here is the order menus show. The first seven are SEED.md's
// (its forms send these names); Food & Groceries is ours (issue 28): SEED.md has no place for rice, oil or lentils,
// so the demo's rice sat under Home & Kitchen Appliances. It comes last so SEED.md's seven keep their order.
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
  { slug: 'food-groceries', name: 'Food & Groceries', bnName: 'খাদ্য ও মুদি' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategorySlug = Category['slug'];
export type CategoryName = Category['name'];

/**
 * Finds a category by slug or by its display name in any case (SEED.md's forms send the name). A scan of eight,
 * not a map: as cheap, and fewer bytes in the storefront's entry.
 */
export function findCategory(slugOrName: string): Category | undefined {
  const key = slugOrName.trim();
  const name = key.toLowerCase();
  return CATEGORIES.find((c) => c.slug === key || c.name.toLowerCase() === name);
}

export function categoryName(slug: CategorySlug): CategoryName {
  return findCategory(slug)!.name;
}

/** A category's name in a language ('ফ্যাশন ও পোশাক'); a name the shop does not know is shown as it is. */
export function localCategoryName(slugOrName: string, lang: Lang): string {
  const category = findCategory(slugOrName);
  if (!category) return slugOrName;
  return lang === 'bn' ? category.bnName : category.name;
}
