import { CATEGORIES, matchWebRoute, WEB_ROUTES, type Lang, type Product } from '@bulkbazar/contract';
import { createCrawlerFiles } from './crawler-files.js';
import type { PageMeta } from './page-meta.js';
import { categoryDescription, productDescription, staticPageTitle } from './page-texts.js';
import { productJsonLd } from './product-json-ld.js';

const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);

/** A page's HTTP status and, for the pages that have them, its title and Open Graph tags. */
export type PageAnswer = {
  status: 200 | 404;
  meta?: PageMeta;
  title?: string;
  /** The page's own address, for pages without meta (those have `meta.url`). */
  canonical?: string;
  /** schema.org data for the page's <head> (a product page's Product). */
  structuredData?: object;
  /** A storefront page: the server renders it (decision 23); the others are rendered by the browser. */
  rendered: boolean;
};

/** Pages about one product: they exist (for crawlers and link checkers) only while the product is public. */
const PRODUCT_PAGES: readonly string[] = [WEB_ROUTES.product, WEB_ROUTES.checkout, WEB_ROUTES.purchase];

/** The storefront's pages, the same for every visitor, which the server renders and caches. */
const STOREFRONT_PAGES: readonly string[] = [
  WEB_ROUTES.home,
  WEB_ROUTES.products,
  WEB_ROUTES.shop,
  WEB_ROUTES.category,
  WEB_ROUTES.product,
  WEB_ROUTES.about,
  WEB_ROUTES.seller,
];

/** Whether the server renders the page at this address (before asking the catalog whether it exists). */
export function isStorefrontPage(path: string): boolean {
  const route = matchWebRoute(path);
  return route !== undefined && STOREFRONT_PAGES.includes(route.pattern);
}

/** What the pages need from the catalog: composition hands in the products module's functions. */
export type SeoCatalog = {
  /** A product the public may see (approved, seller not blocked), else undefined. */
  findPublic: (id: string) => Promise<Product | undefined>;
  /** Products on sale, newest first, at most `max`. */
  listForSitemap: (max: number) => Promise<{ id: string; updatedAt: Date }[]>;
  /** A seller with a public page (not blocked; selling or reviewed), else undefined. */
  findSeller: (id: string) => Promise<{ name: string } | undefined>;
  /** Sellers with a listing on sale, at most `max`. */
  listSellersForSitemap: (max: number) => Promise<{ id: string; updatedAt: Date }[]>;
};

const productMetaFor =
  (baseUrl: string) =>
  (product: Product, lang: Lang): PageMeta => ({
    title: product.productName,
    description: productDescription(product, lang),
    url: `${baseUrl}/product/${product._id}`,
    image: absolute(baseUrl, product.image),
    type: 'product',
  });

/** Page answers and meta for the web shell, plus the files crawlers ask for (crawler-files.ts). */
export function createSeoService(catalog: SeoCatalog, baseUrl: string) {
  const productMeta = productMetaFor(baseUrl);
  const service = {
    ...createCrawlerFiles(
      { products: catalog.listForSitemap, sellers: catalog.listSellersForSitemap },
      baseUrl,
    ),
    /**
     * What the server answers for a page address: 404 for an address the web app has no page for, and for a
     * product, category or seller that is not there (or not public); the browser app still draws its own page.
     */
    async page(path: string, lang: Lang = 'en'): Promise<PageAnswer> {
      const route = matchWebRoute(path);
      if (!route) return { status: 404, rendered: false };
      const rendered = STOREFRONT_PAGES.includes(route.pattern);
      if (PRODUCT_PAGES.includes(route.pattern)) {
        const product = await catalog.findPublic(route.params.id!);
        if (!product) return { status: 404, rendered: false };
        const meta = productMeta(product, lang);
        const structuredData = rendered ? productJsonLd(product, meta.url, meta.image!) : undefined;
        return { status: 200, meta, structuredData, rendered };
      }
      if (route.pattern === WEB_ROUTES.category) {
        const meta = service.categoryMeta(route.params.slug!, lang);
        return meta ? { status: 200, meta, rendered } : { status: 404, rendered: false };
      }
      if (route.pattern === WEB_ROUTES.seller) {
        const seller = await catalog.findSeller(route.params.id!);
        if (!seller) return { status: 404, rendered: false };
        return { status: 200, rendered, title: seller.name, canonical: `${baseUrl}${path}` };
      }
      const title = staticPageTitle(route.pattern, lang);
      // /shop is /products under SEED.md's other name: one address for search engines.
      const canonical = rendered
        ? `${baseUrl}${route.pattern === WEB_ROUTES.shop ? WEB_ROUTES.products : path}`
        : undefined;
      return { status: 200, rendered, ...(title && { title }), ...(canonical && { canonical }) };
    },

    /** Meta of a public product page, or undefined when the product is not public. */
    async productMeta(id: string, lang: Lang = 'en'): Promise<PageMeta | undefined> {
      const product = await catalog.findPublic(id);
      return product && productMeta(product, lang);
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
