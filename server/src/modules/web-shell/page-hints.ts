import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@bulkbazar/contract';
import { escapeAttribute } from './page-meta.js';
import type { PageMeta } from './page-meta.js';

type LanguageHints = { pages: Record<string, string[]>; shell?: string[]; fonts?: string[] };
type PageHintsFile = LanguageHints & { bn?: LanguageHints };

const modulePreload = (f: string) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(f)}" />`;
const fontPreload = (f: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeAttribute(f)}" />`;

/** A page's hints: what its first paint needs (fonts), and its code (modulepreloads). */
export type PageHints = { paint: string[]; code: string[] };

function hintsFor({ pages, shell = [], fonts = [] }: LanguageHints) {
  const paint = fonts.map(fontPreload);
  const always = shell.map(modulePreload);
  const routes = Object.entries(pages).map(([pattern, files]) => ({
    test: new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`),
    links: files.map(modulePreload),
  }));
  return (path: string): PageHints => ({
    paint,
    code: [...always, ...(routes.find((route) => route.test.test(path))?.links ?? [])],
  });
}

/**
 * The page's own downloads, started by its HTML rather than by the code once it runs: the chunks the web build
 * lists for the page in its language (dist/.vite/page-hints.json, from web/scripts/page-hints.mjs) as
 * modulepreloads — the shell's texts every first render waits for, the page's code and texts — and on Bengali
 * pages the Bengali font, which their first paint needs.
 */
export function pageHintsFrom(webDistDir: string): (path: string, lang: Lang) => PageHints {
  const file = join(webDistDir, '.vite', 'page-hints.json');
  if (!existsSync(file)) return () => ({ paint: [], code: [] });
  const hints = JSON.parse(readFileSync(file, 'utf8')) as PageHintsFile;
  const en = hintsFor(hints);
  const bn = hints.bn ? hintsFor(hints.bn) : en;
  return (path, lang) => (lang === 'bn' ? bn : en)(path);
}

/** The product's main image, its page's largest paint, fetched with the page rather than after its data. */
export function imageHint(meta: PageMeta | undefined): string[] {
  if (!meta?.image) return [];
  const page = new URL(meta.url);
  const image = new URL(meta.image, page);
  const href = image.origin === page.origin ? `${image.pathname}${image.search}` : image.href;
  return [`<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high" />`];
}
