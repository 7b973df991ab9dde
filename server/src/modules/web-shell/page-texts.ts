import { formatCount, formatTaka, type Lang, type Product } from '@bulkbazar/contract';

// What the server writes into a page's <head> in each language: the titles of the pages it names itself (the
// browser app sets the others once it runs), the shop's description, and a product's or category's summary.

const STATIC_TITLES: Record<string, Record<Lang, string>> = {
  '/': { en: 'Home', bn: 'হোম' },
  '/products': { en: 'All Products', bn: 'সব পণ্য' },
  '/shop': { en: 'All Products', bn: 'সব পণ্য' },
  '/about': { en: 'About', bn: 'আমাদের সম্পর্কে' },
  '/login': { en: 'Login', bn: 'লগইন' },
  '/register': { en: 'Register', bn: 'নিবন্ধন' },
  '/forgot-password': { en: 'Forgot password', bn: 'পাসওয়ার্ড ভুলে গেছেন' },
  '/reset-password': { en: 'Set a new password', bn: 'নতুন পাসওয়ার্ড দিন' },
  '/cart': { en: 'Your cart', bn: 'আপনার কার্ট' },
  '/orders': { en: 'My Orders', bn: 'আমার অর্ডার' },
  '/notifications': { en: 'Notifications', bn: 'নোটিফিকেশন' },
};

export const staticPageTitle = (path: string, lang: Lang): string | undefined => STATIC_TITLES[path]?.[lang];

export const shopDescription = (lang: Lang): string =>
  lang === 'bn'
    ? 'পাইকারি দামে একসঙ্গে বেশি পণ্য, দাম টাকায়: সারা বাংলাদেশের বিক্রেতাদের কাছ থেকে।'
    : 'Wholesale products in bulk, priced in taka.';

export function productDescription(product: Product, lang: Lang): string {
  const price = formatTaka(product.price, lang);
  const minimum = formatCount(product.minQuantity, lang);
  return lang === 'bn'
    ? `${product.brand} · প্রতি পিস ${price} · সর্বনিম্ন অর্ডার ${minimum} পিস · ${product.description}`
    : `${product.brand} · ${price} per unit · minimum order ${minimum} · ${product.description}`;
}

export const categoryDescription = (name: string, lang: Lang): string =>
  lang === 'bn'
    ? `সারা বাংলাদেশের বিক্রেতাদের কাছ থেকে পাইকারি ${name}, দাম টাকায়।`
    : `Wholesale ${name.toLowerCase()} in bulk, priced in taka, from sellers across Bangladesh.`;
