import { CATEGORIES, findCategory, formatTaka } from '@bulkbazar/contract';
import { isUuid } from '../products/is-uuid.js';
import type { ProductsRepo } from '../products/products.repo.js';
import type { PageMeta } from './page-meta.js';

const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);
const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
export const SITEMAP_MAX_PRODUCTS = 45_000;

export function createSeoService(repo: ProductsRepo, baseUrl: string) {
  return {
    /** Meta of a public product page, or undefined when the product is not public. */
    async productMeta(id: string): Promise<PageMeta | undefined> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row || row.status !== 'approved') return undefined;
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
        '',
        `Sitemap: ${baseUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
