import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGS, type Lang } from '@bulkbazar/contract';

/** What web/src/ssr/render-page.tsx answers (the server does not import the web app's types). */
export type RenderedPage =
  | { kind: 'page'; html: string; state: unknown }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'error' };

type RenderingBundle = {
  prepare: (api: typeof fetch) => Promise<void>;
  renderPage: (request: Request) => Promise<RenderedPage>;
};

export type PageRenderer = (url: URL, lang: Lang) => Promise<RenderedPage>;

/**
 * The web build's rendering bundle (web/dist-ssr/entry-server.js, `vite build --ssr`), loaded once per language:
 * the app's language and brand are module constants in the browser (read once from the page), so each language
 * gets its own copy of the modules, told its language before it loads. Undefined without the bundle (a server
 * run without a web build, most tests): pages are then rendered by the browser, as before.
 */
export async function loadPageRenderer(
  ssrDir: string,
  brand: string,
  api: (lang: Lang) => typeof fetch,
): Promise<PageRenderer | undefined> {
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const copies = new Map<Lang, RenderingBundle>();
  const global = globalThis as { bulkbazarServerPage?: { lang: Lang; brand: string } };
  for (const lang of LANGS) {
    // One at a time: each copy reads the global while its modules are evaluated.
    global.bulkbazarServerPage = { lang, brand };
    const bundle = (await import(`${pathToFileURL(file).href}?lang=${lang}`)) as RenderingBundle;
    await bundle.prepare(api(lang));
    copies.set(lang, bundle);
  }
  delete global.bulkbazarServerPage;
  return (url, lang) => copies.get(lang)!.renderPage(new Request(url));
}
