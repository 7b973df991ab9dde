import { CATEGORIES, formatTaka, matchWebRoute, WEB_ROUTES, type Product } from '@bulkbazar/contract';
import { createCrawlerFiles } from './crawler-files.js';
import type { PageMeta } from './page-meta.js';

const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);

/** A page's HTTP status and, for the pages that have them, its title and Open Graph tags. */
export type PageAnswer = { status: 200 | 404; meta?: PageMeta };

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
    async page(path: string): Promise<PageAnswer> {
      const route = matchWebRoute(path);
      if (!route) return { status: 404 };
      if (PRODUCT_PAGES.includes(route.pattern)) {
        const meta = await service.productMeta(route.params.id!);
        return meta ? { status: 200, meta } : { status: 404 };
      }
      if (route.pattern === WEB_ROUTES.category) {
        const meta = service.categoryMeta(route.params.slug!);
        return meta ? { status: 200, meta } : { status: 404 };
      }
      return { status: 200 };
    },

    /** Meta of a public product page, or undefined when the product is not public. */
    async productMeta(id: string): Promise<PageMeta | undefined> {
      const product = await catalog.findPublic(id);
      if (!product) return undefined;
      return {
        title: product.productName,
        description: `${product.brand} · ${formatTaka(product.price)} per unit · minimum order ${product.minQuantity} · ${product.description}`,
        url: `${baseUrl}/product/${product._id}`,
        image: absolute(baseUrl, product.image),
        type: 'product',
      };
    },

    categoryMeta(slug: string): PageMeta | undefined {
      const category = CATEGORIES.find((c) => c.slug === slug);
      if (!category) return undefined;
      return {
        title: category.name,
        description: `Wholesale ${category.name.toLowerCase()} in bulk, priced in taka, from sellers across Bangladesh.`,
        url: `${baseUrl}/category/${category.slug}`,
      };
    },
  };
  return service;
}

export type SeoService = ReturnType<typeof createSeoService>;
