import { CATEGORIES, findCategory } from '@bulkbazar/contract';

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
export const SITEMAP_MAX_PRODUCTS = 45_000;

type ListForSitemap = (max: number) => Promise<{ id: string; updatedAt: Date }[]>;

/** sitemap.xml (the shop's pages and every product on sale) and robots.txt, for search engines. */
export function createCrawlerFiles(listForSitemap: ListForSitemap, baseUrl: string) {
  return {
    async sitemapXml(): Promise<string> {
      const rows = await listForSitemap(SITEMAP_MAX_PRODUCTS);
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
