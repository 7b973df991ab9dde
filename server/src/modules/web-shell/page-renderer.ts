import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Lang } from '@bulkbazar/contract';
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
 * The web build's rendering bundle (web/dist-ssr/entry-server.js, `vite build --ssr`), one copy per language:
 * the app's language and brand are module constants in the browser (read once from the page), so each language
 * gets its own copy of the modules, told its language before it loads. A copy is loaded on the first page asked
 * for in its language, not at start (decision 0030: each copy holds its own React, zod and texts, and a shop
 * whose buyers read one language never needs the other). Undefined without the bundle (a server run without a
 * web build, most tests): pages are then rendered by the browser, as before; a copy that fails to load is
 * tried again on the next page, the page meanwhile rendered by the browser (web-app.routes.ts catches it).
 */
export async function loadPageRenderer(
  ssrDir: string,
  brand: string,
  api: (lang: Lang) => typeof fetch,
): Promise<PageRenderer | undefined> {
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const global = globalThis as {
    bulkbazarServerPage?: { lang: Lang; brand: string };
    __zod_globalRegistry?: unknown;
  };
  // Each copy carries its own zod and contract, and zod keeps its global registry on globalThis so that every
  // copy of zod in a process shares it: the copies' `.meta({ id })` would re-register the contract's ids there
  // ('SiteContent', …), taking the ids over from the server's own schemas. The OpenAPI document reads that
  // registry (fastify-type-provider-zod derives the request bodies' "…Input" components from its ids), and a
  // body whose schema lost its id to a copy was documented by its output shape: defaults such as
  // merchantNumbers' `{}` listed as required. So each copy's zod starts on a registry of its own; the server's
  // is put back as soon as the copy's modules have run (they take the registry while they are evaluated).
  const loadCopy = async (lang: Lang): Promise<RenderingBundle> => {
    const serverRegistry = global.__zod_globalRegistry;
    let bundle: RenderingBundle;
    try {
      global.bulkbazarServerPage = { lang, brand };
      global.__zod_globalRegistry = z.registry();
      bundle = (await import(`${pathToFileURL(file).href}?lang=${lang}`)) as RenderingBundle;
    } finally {
      delete global.bulkbazarServerPage;
      global.__zod_globalRegistry = serverRegistry;
    }
    await bundle.prepare(api(lang));
    return bundle;
  };
  const copies = new Map<Lang, Promise<RenderingBundle>>();
  // One copy loads at a time: each reads the globals above while its modules are evaluated.
  let queue: Promise<unknown> = Promise.resolve();
  const copyOf = (lang: Lang): Promise<RenderingBundle> => {
    let copy = copies.get(lang);
    if (!copy) {
      copy = queue.then(() => loadCopy(lang));
      queue = copy.catch(() => {});
      copies.set(lang, copy);
      copy.catch(() => copies.delete(lang));
    }
    return copy;
  };
  return async (url, lang) => (await copyOf(lang)).renderPage(new Request(url));
}
