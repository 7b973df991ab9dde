import type { Lang } from '@bulkbazar/contract';
import { shopDescription } from './page-texts.js';

/** What a shared link shows: the page's title, description, picture and address. */
export type PageMeta = {
  title: string;
  description: string;
  url: string;
  image?: string;
  type?: 'website' | 'product';
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * index.html for one page: the brand in <meta name="brand">, and the page's <title>, description and Open
 * Graph tags, every value escaped (product names are seller-written text).
 */
export function renderIndexHtml(
  template: string,
  brand: string,
  meta?: PageMeta,
  { lang = 'en', title: pageTitle }: { lang?: Lang; title?: string } = {},
): string {
  const b = escapeHtml(brand);
  // The page's language: the web app reads <html lang> at start to pick its texts (web/src/lib/i18n).
  let html = template
    .replace(/<html(\s+lang="[^"]*")?/, `<html lang="${lang}"`)
    .replace(/(<meta name="brand" content=")[^"]*(")/, `$1${b}$2`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(shopDescription(lang))}$2`);
  if (!meta) {
    const title = pageTitle ? escapeHtml(`${pageTitle} | ${brand}`) : b;
    return html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  }

  const title = escapeHtml(`${meta.title} | ${brand}`);
  const description = escapeHtml(meta.description.slice(0, 300));
  html = html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${description}$2`);
  const og = [
    ['og:site_name', b],
    ['og:type', meta.type ?? 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', escapeHtml(meta.url)],
    ...(meta.image ? [['og:image', escapeHtml(meta.image)]] : []),
  ]
    .map(([p, c]) => `<meta property="${p}" content="${c}" />`)
    .concat(
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
      `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    )
    .join('\n    ');
  return html.replace('</head>', `    ${og}\n  </head>`);
}
