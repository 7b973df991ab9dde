import type { Lang } from '@bulkbazar/contract';
import { shopDescription } from './page-texts.js';
import { manifestPath } from './web-app-manifest.js';

/** What a shared link shows: the page's title, description, picture and address. */
export type PageMeta = {
  title: string;
  description: string;
  url: string;
  image?: string;
  type?: 'website' | 'product';
};

/** Text for an HTML attribute or element (product names are seller-written). */
export const escapeAttribute = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * index.html for one page: the brand in <meta name="brand">, and the page's <title>, description and Open
 * Graph tags, every value escaped (product names are seller-written text).
 */
export function renderIndexHtml(
  template: string,
  brand: string,
  meta?: PageMeta,
  { lang = 'en', title: pageTitle, canonical }: { lang?: Lang; title?: string; canonical?: string } = {},
): string {
  const b = escapeAttribute(brand);
  // The page's language: the web app reads <html lang> at start to pick its texts (web/src/lib/i18n).
  let html = template
    .replace(/<html(\s+lang="[^"]*")?/, `<html lang="${lang}"`)
    // The installed app's names and description in the page's language (decision 0032).
    .replace(/(<link rel="manifest" href=")[^"]*(")/, `$1${manifestPath(lang)}$2`)
    .replace(/(<meta name="brand" content=")[^"]*(")/, `$1${b}$2`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeAttribute(shopDescription(lang))}$2`);
  if (!meta) {
    const title = pageTitle ? escapeAttribute(`${pageTitle} | ${brand}`) : b;
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    return canonical
      ? html.replace(
          '</head>',
          `    <link rel="canonical" href="${escapeAttribute(canonical)}" />\n  </head>`,
        )
      : html;
  }

  const title = escapeAttribute(`${meta.title} | ${brand}`);
  const description = escapeAttribute(meta.description.slice(0, 300));
  html = html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${description}$2`);
  const og = [
    ['og:site_name', b],
    ['og:type', meta.type ?? 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', escapeAttribute(meta.url)],
    ...(meta.image ? [['og:image', escapeAttribute(meta.image)]] : []),
  ]
    .map(([p, c]) => `<meta property="${p}" content="${c}" />`)
    .concat(
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
      `<link rel="canonical" href="${escapeAttribute(meta.url)}" />`,
    )
    .join('\n    ');
  return html.replace('</head>', `    ${og}\n  </head>`);
}
