import { CATEGORIES, findCategory } from '@bulkbazar/contract';

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
export const SITEMAP_MAX_PRODUCTS = 45_000;

/** Sellers' pages share the sitemap's 50,000 addresses with the products'. */
export const SITEMAP_MAX_SELLERS = 4_000;

type ListForSitemap = (max: number) => Promise<{ id: string; updatedAt: Date }[]>;

/**
 * sitemap.xml (the shop's pages, every product on sale and the page of every seller with one) and robots.txt,
 * for search engines.
 */
export function createCrawlerFiles(
  { products, sellers }: { products: ListForSitemap; sellers: ListForSitemap },
  baseUrl: string,
) {
  return {
    async sitemapXml(): Promise<string> {
      const rows = await products(SITEMAP_MAX_PRODUCTS);
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
      for (const r of await sellers(SITEMAP_MAX_SELLERS)) {
        urls.push(
          `  <url><loc>${xmlEscape(`${baseUrl}/seller/${r.id}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
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
        'Disallow: /notifications',
        // Its links carry a subscriber's token.
        'Disallow: /unsubscribe',
        // Its links carry a password-reset token.
        'Disallow: /reset-password',
        '',
        `Sitemap: ${baseUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}
