import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from '../../http/security-headers.js';
import { AppError } from '../../kernel/app-error.js';
import type { CatalogCache } from '../catalog-cache/catalog-cache.js';
import { createCanonicalHost } from './canonical-host.js';
import { inlineAssets } from './inline-assets.js';
import { imageHint, pageHintsFrom } from './page-hints.js';
import { renderIndexHtml } from './page-meta.js';
import type { PageRenderer } from './page-renderer.js';
import { withRenderedPage } from './rendered-page.js';
import { sendPage } from './send-page.js';
import { manifestPath, webAppManifest } from './web-app-manifest.js';
import { isStorefrontPage, type PageAnswer, type SeoService } from './seo.service.js';

type Options = {
  webDistDir: string;
  uploadsDir: string;
  brandName: string;
  baseUrl: string;
  /** The port the shop listens on: a page asked for on it under another host name goes to baseUrl's. */
  port: number;
  seo: SeoService;
  /** The server's rendering of storefront pages; undefined without the web build's bundle. */
  renderer: PageRenderer | undefined;
  /** Rendered pages are kept here, beside the catalog's answers, and cleared by the same changes. */
  cache: CatalogCache;
};

// (lower case: an upper-case constant holding a sentence is taken for a message needing Bengali by messages-bn.test)
const htmlType = 'text/html; charset=utf-8';

/**
 * Serves the built web app and the uploaded images. Any GET that is not a file, not /api and not
 * /uploads gets index.html so the browser router can answer (including its own 404 page), with a 404 status
 * when the app has no such page; product and category pages get their own title, description and Open Graph
 * tags. Unknown /api/* stays a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, opts: Options): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Uploaded names are random and never reused, so browsers may keep them for good.
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/u/') ? 'public, max-age=31536000, immutable' : 'public, max-age=604800',
      );
    },
  });

  const indexFile = join(opts.webDistDir, 'index.html');
  const built = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const { template, csp, deferEntry } = built
    ? inlineAssets(built, opts.webDistDir, securityHeaders()['content-security-policy']!)
    : { template: undefined, csp: undefined, deferEntry: (html: string) => html };
  if (template) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      decorateReply: false,
      // The build writes .br and .gz copies of its text files (web/scripts/precompress.mjs): sent to browsers
      // that accept them, with Vary: Accept-Encoding, at no cost per request.
      preCompressed: true,
      // dist/.vite/ holds the build manifest, for the bundle budget check, not for browsers.
      dotfiles: 'ignore',
      // Vite fingerprints everything under assets/, so it can be cached for good. The service worker never:
      // browsers ask for it again on each visit, and a release reaches them at once (decision 0032).
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (/[\\/]sw\.js(\.br|\.gz)?$/.test(path)) res.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built web app in ${opts.webDistDir}: run "npm run build" to serve the pages.`);
  }

  const pageHints = pageHintsFrom(opts.webDistDir);
  /**
   * index.html for a page: its language, title, meta, canonical address and download hints — first what the
   * first paint shows (the main image, the fonts), then, on a page the browser renders, its code: the preload
   * scanner asks in document order, and on a slow link (six connections a host over HTTP/1.1) the picture no
   * longer queues behind ten chunks. A page rendered on the server paints from its HTML and imports its code
   * after its first contentful paint (deferEntry), so it hints no code: ~80 KB of chunks fetched beside the
   * picture and the fonts only delayed that paint (bench/RESULTS.md, decision 0023).
   */
  const pageHtml = (request: FastifyRequest, { meta, title, canonical }: PageAnswer, withCode = true) => {
    const { paint, code } = pageHints(request.url.split('?')[0]!, request.lang);
    const hints = [...imageHint(meta), ...paint, ...(withCode ? code : [])];
    const html = renderIndexHtml(template!, opts.brandName, meta, { lang: request.lang, title, canonical });
    return hints.length ? html.replace('</head>', () => `  ${hints.join('\n    ')}\n  </head>`) : html;
  };
  // The same address answers in the language of the cookie, else of Accept-Language.
  // Pages carry their inline stylesheet and theme script, which their CSP allows by hash.
  const languageHeaders = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', request.lang)
      .header('content-security-policy', csp!);

  /**
   * A storefront page rendered by the server (decision 23), or undefined when it is not one or cannot be
   * (no such product, a loader failed, no bundle): the browser then renders it from index.html as before.
   */
  const renderStorefront = async (request: FastifyRequest, answer: PageAnswer) => {
    if (!opts.renderer || !answer.rendered || answer.status !== 200) return undefined;
    try {
      const page = await opts.renderer(new URL(request.url, opts.baseUrl), request.lang);
      if (page.kind !== 'page') return undefined;
      return withRenderedPage(deferEntry(pageHtml(request, answer, false)), page, answer.structuredData);
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server rendering failed; the browser renders the page');
      return undefined;
    }
  };

  const page = { schema: { hide: true }, config: { access: 'public' as const } };

  // The status comes from the web app's route table (WEB_ROUTES): 404 for an address it has no page for, and
  // for a product that is not public (or not there). The page still loads, since the product's seller may be
  // signed in, and the app draws its own 404 page otherwise; crawlers and link checkers see the 404.
  const canonical = createCanonicalHost(opts.baseUrl, opts.port);
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const elsewhere = canonical(request);
    if (elsewhere) return reply.header('cache-control', 'no-store').redirect(elsewhere, 302);
    if (!template) throw new AppError('NOT_FOUND', 'The web app is not built');
    const path = request.url.split('?')[0]!;
    let answer: PageAnswer | undefined;
    if (opts.renderer && isStorefrontPage(path)) {
      // Rendered pages are the same for every visitor of a language, so they are kept per address and
      // language (with an ETag) until the catalog changes, like the catalog's answers.
      const rendered = await opts.cache.getText(`page ${request.lang} ${request.url}`, async () =>
        renderStorefront(request, (answer = await opts.seo.page(path, request.lang))),
      );
      if (rendered) return sendPage(request, languageHeaders(request, reply), rendered);
    }
    answer ??= await opts.seo.page(path, request.lang);
    return languageHeaders(request, reply)
      .status(answer.status)
      .type(htmlType)
      .header('cache-control', 'no-cache')
      .send(pageHtml(request, answer));
  };
  // Every storefront page has its own route: left to the not-found handler, each request would first go
  // through the static files' wildcard (a file lookup and its compressed copies), a third of a cached page's time.
  for (const path of [
    '/',
    '/products',
    '/shop',
    '/about',
    '/product/:id',
    '/category/:slug',
    '/seller/:id',
  ]) {
    app.get(path, page, servePage);
  }
  app.get('/sitemap.xml', page, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await opts.seo.sitemapXml()),
  );
  // The installed app's manifest, one per language (web-app-manifest.ts), named after BRAND_NAME.
  for (const lang of ['en', 'bn'] as const) {
    const body = JSON.stringify(webAppManifest(opts.brandName, lang));
    app.get(manifestPath(lang), page, (_req, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(body),
    );
  }
  app.get('/robots.txt', page, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(opts.seo.robotsTxt()),
  );

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/uploads/') &&
      // A missing script or image must be a real 404, or a stale page would try to run index.html.
      !path.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(path) &&
      template !== undefined;
    if (isPage) return servePage(request, reply);
    throw new AppError('NOT_FOUND', `No route ${request.method} ${path}`);
  });
}
