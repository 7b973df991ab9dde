import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGS, type Lang } from '@bulkbazar/contract';
import { z } from 'zod';

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
  const global = globalThis as {
    bulkbazarServerPage?: { lang: Lang; brand: string };
    __zod_globalRegistry?: unknown;
  };
  // Each copy carries its own zod and contract, and zod keeps its global registry on globalThis so that every
  // copy of zod in a process shares it: the copies' `.meta({ id })` would re-register the contract's ids there
  // ('SiteContent', …), taking the ids over from the server's own schemas. The OpenAPI document reads that
  // registry (fastify-type-provider-zod derives the request bodies' "…Input" components from its ids), and a
  // body whose schema lost its id to a copy was documented by its output shape: defaults such as
  // merchantNumbers' `{}` listed as required. So each copy's zod starts on a registry of its own.
  const serverRegistry = global.__zod_globalRegistry;
  try {
    for (const lang of LANGS) {
      // One at a time: each copy reads the globals while its modules are evaluated.
      global.bulkbazarServerPage = { lang, brand };
      global.__zod_globalRegistry = z.registry();
      const bundle = (await import(`${pathToFileURL(file).href}?lang=${lang}`)) as RenderingBundle;
      await bundle.prepare(api(lang));
      copies.set(lang, bundle);
    }
  } finally {
    delete global.bulkbazarServerPage;
    global.__zod_globalRegistry = serverRegistry;
  }
  return (url, lang) => copies.get(lang)!.renderPage(new Request(url));
}
