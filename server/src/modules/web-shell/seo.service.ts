import { CATEGORIES, findCategory, formatTaka, matchWebRoute, WEB_ROUTES } from '@bulkbazar/contract';
import { isUuid } from '../../kernel/ids.js';
import { isOnSale } from '../products/on-sale.js';
import type { ProductsRepo } from '../products/products.repo.js';
import type { PageMeta } from './page-meta.js';

const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);
const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
export const SITEMAP_MAX_PRODUCTS = 45_000;

/** A page's HTTP status and, for the pages that have them, its title and Open Graph tags. */
export type PageAnswer = { status: 200 | 404; meta?: PageMeta };

/** Pages about one product: they exist (for crawlers and link checkers) only while the product is public. */
const PRODUCT_PAGES: readonly string[] = [WEB_ROUTES.product, WEB_ROUTES.checkout, WEB_ROUTES.purchase];

export function createSeoService(repo: ProductsRepo, baseUrl: string) {
  const service = {
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
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row || !isOnSale(row)) return undefined;
      return {
        title: row.productName,
        description: `${row.brand} · ${formatTaka(row.pricePoisha / 100)} per unit · minimum order ${row.minQuantity} · ${row.description}`,
        url: `${baseUrl}/product/${row.id}`,
        image: absolute(baseUrl, row.image),
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

    async sitemapXml(): Promise<string> {
      const rows = await repo.listApprovedForSitemap(SITEMAP_MAX_PRODUCTS);
      const urls = [
        `${baseUrl}/`,
        `${baseUrl}/products`,
        `${baseUrl}/about`,
        ...CATEGORIES.map((c) => `${baseUrl}/category/${findCategory(c.slug)!.slug}`),
      ].map((loc) => `  <url><loc>${xmlEscape(loc)}</loc></url>`);
      for (const r of rows) {
        urls.push(
          `  <url><loc>${xmlEscape(`${baseUrl}/product/${r.id}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
        );
      }
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },

    robotsTxt(): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /cart',
        'Disallow: /user/',
        // Its links carry a subscriber's token.
        'Disallow: /unsubscribe',
        '',
        `Sitemap: ${baseUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
  return service;
}

export type SeoService = ReturnType<typeof createSeoService>;
