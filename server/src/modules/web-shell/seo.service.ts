import { CATEGORIES, matchWebRoute, WEB_ROUTES, type Lang, type Product } from '@bulkbazar/contract';
import { createCrawlerFiles } from './crawler-files.js';
import type { PageMeta } from './page-meta.js';
import { categoryDescription, productDescription, staticPageTitle } from './page-texts.js';

const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);

/** A page's HTTP status and, for the pages that have them, its title and Open Graph tags. */
export type PageAnswer = { status: 200 | 404; meta?: PageMeta; title?: string };

/** Pages about one product: they exist (for crawlers and link checkers) only while the product is public. */
const PRODUCT_PAGES: readonly string[] = [WEB_ROUTES.product, WEB_ROUTES.checkout, WEB_ROUTES.purchase];

/** What the pages need from the catalog: composition hands in the products module's functions. */
export type SeoCatalog = {
  /** A product the public may see (approved, seller not blocked), else undefined. */
  findPublic: (id: string) => Promise<Product | undefined>;
  /** Products on sale, newest first, at most `max`. */
  listForSitemap: (max: number) => Promise<{ id: string; updatedAt: Date }[]>;
};

/** Page answers and meta for the web shell, plus the files crawlers ask for (crawler-files.ts). */
export function createSeoService(catalog: SeoCatalog, baseUrl: string) {
  const service = {
    ...createCrawlerFiles(catalog.listForSitemap, baseUrl),
    /**
     * What the server answers for a page address: 404 for an address the web app has no page for, and for a
     * product or category that is not there (or not public); the browser app still draws its own page.
     */
    async page(path: string, lang: Lang = 'en'): Promise<PageAnswer> {
      const route = matchWebRoute(path);
      if (!route) return { status: 404 };
      if (PRODUCT_PAGES.includes(route.pattern)) {
        const meta = await service.productMeta(route.params.id!, lang);
        return meta ? { status: 200, meta } : { status: 404 };
      }
      if (route.pattern === WEB_ROUTES.category) {
        const meta = service.categoryMeta(route.params.slug!, lang);
        return meta ? { status: 200, meta } : { status: 404 };
      }
      const title = staticPageTitle(route.pattern, lang);
      return title ? { status: 200, title } : { status: 200 };
    },

    /** Meta of a public product page, or undefined when the product is not public. */
    async productMeta(id: string, lang: Lang = 'en'): Promise<PageMeta | undefined> {
      const product = await catalog.findPublic(id);
      if (!product) return undefined;
      return {
        title: product.productName,
        description: productDescription(product, lang),
        url: `${baseUrl}/product/${product._id}`,
        image: absolute(baseUrl, product.image),
        type: 'product',
      };
    },

    categoryMeta(slug: string, lang: Lang = 'en'): PageMeta | undefined {
      const category = CATEGORIES.find((c) => c.slug === slug);
      if (!category) return undefined;
      const name = lang === 'bn' ? category.bnName : category.name;
      return {
        title: name,
        description: categoryDescription(name, lang),
        url: `${baseUrl}/category/${category.slug}`,
      };
    },
  };
  return service;
}

export type SeoService = ReturnType<typeof createSeoService>;
