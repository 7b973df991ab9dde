// Writes dist/.vite/page-hints.json: for each storefront page a visitor may land on, the JavaScript it loads
// beyond the entry (its lazy route module with that module's static imports, and the pages' texts). When the
// browser renders the page, the server puts them in its HTML as <link rel="modulepreload">, so they download
// beside the entry instead of after it has run; a page the server rendered paints from its HTML and leaves its
// code until after the first frame, so it gets only the Bengali fonts. Paths use the router's ':param' syntax;
// keep this list in step with src/app/routes.tsx (a module missing from the build fails the build).
// Usage: node scripts/page-hints.mjs [distDir]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialFiles, staticClosure } from './bundle-budget.mjs';

export const PAGE_MODULES = {
  '/': 'src/features/home/routes/home.tsx',
  '/products': 'src/features/catalog/routes/pages.ts',
  '/shop': 'src/features/catalog/routes/pages.ts',
  '/product/:id': 'src/features/catalog/routes/product-details.tsx',
  '/category/:slug': 'src/features/catalog/routes/pages.ts',
  '/seller/:id': 'src/features/catalog/routes/pages.ts',
  '/about': 'src/features/pages/routes/pages.ts',
  '/login': 'src/features/auth/routes/pages.ts',
  '/register': 'src/features/auth/routes/pages.ts',
};

/** Loaded with every first page (app/lazy-route.ts), in the page's language. */
export const PAGE_TEXTS = 'src/lib/i18n/en-pages.ts';
export const BN_PAGE_TEXTS = 'src/lib/i18n/bn-pages.ts';
/** Loaded before the first render (main.tsx), in the page's language. */
export const SHELL_TEXTS = 'src/lib/i18n/en-shell.ts';
export const BN_SHELL_TEXTS = 'src/lib/i18n/bn-shell.ts';
/**
 * The Bengali font's regular and bold faces: every Bengali page shows both in its first screen (headings and
 * prices are bold), so both are preloaded there. With `font-display: optional` (src/index.css) a preloaded face
 * that arrives within about 100 ms is used from the first layout — one layout of the Bengali text, not one in a
 * fallback font and another when the face arrives — and one that does not leaves the page in the phone's own
 * Bengali font, without a shift, until the next page.
 */
const BN_FONT = /noto-sans-bengali-bengali-(400|700)-normal[^/]*\.woff2$/;

function pagesWith(manifest, pages, texts) {
  const initial = new Set(initialFiles(manifest));
  const result = {};
  for (const [path, source] of Object.entries(pages)) {
    if (!manifest[source]?.isDynamicEntry)
      throw new Error(`${source} (for ${path}) is not a lazy chunk of the build`);
    const files = [...staticClosure(manifest, source), ...staticClosure(manifest, texts)];
    result[path] = [...new Set(files)].filter((file) => !initial.has(file));
  }
  return result;
}

/**
 * { pages: { [path]: [files] }, shell: [files], bn: { pages, shell, fonts } }: each page's files not already
 * loaded by the entry, in manifest order, and the shell's texts every page loads before its first render;
 * Bengali pages load the Bengali texts instead, and the Bengali font.
 */
export function pageHints(manifest, pages = PAGE_MODULES) {
  const initial = new Set(initialFiles(manifest));
  const shell = (key) =>
    manifest[key] ? staticClosure(manifest, key).filter((file) => !initial.has(file)) : [];
  const result = { pages: pagesWith(manifest, pages, PAGE_TEXTS), shell: shell(SHELL_TEXTS) };
  if (!manifest[BN_PAGE_TEXTS]) return result;
  const fonts = Object.values(manifest)
    .flatMap((chunk) => [chunk.file, ...(chunk.assets ?? [])])
    .filter((file) => BN_FONT.test(file));
  return {
    ...result,
    bn: {
      pages: pagesWith(manifest, pages, BN_PAGE_TEXTS),
      shell: shell(BN_SHELL_TEXTS),
      fonts: [...new Set(fonts)],
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const hints = pageHints(manifest);
  writeFileSync(join(distDir, '.vite', 'page-hints.json'), `${JSON.stringify(hints, null, 2)}\n`);
  console.log(`page hints for ${Object.keys(hints.pages).length} pages in .vite/page-hints.json`);
}
