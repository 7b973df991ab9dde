import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Lang } from '@bulkbazar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/app-error.js';
import { renderIndexHtml, type PageMeta } from './page-meta.js';
import type { SeoService } from './seo.service.js';

type Options = { webDistDir: string; uploadsDir: string; brandName: string; seo: SeoService };

const attr = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

type LanguageHints = { pages: Record<string, string[]>; shell?: string[]; fonts?: string[] };
type PageHintsFile = LanguageHints & { bn?: LanguageHints };

const modulePreload = (f: string) => `<link rel="modulepreload" crossorigin href="/${attr(f)}" />`;
const fontPreload = (f: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${attr(f)}" />`;

function hintsFor({ pages, shell = [], fonts = [] }: LanguageHints) {
  const always = [...shell.map(modulePreload), ...fonts.map(fontPreload)];
  const routes = Object.entries(pages).map(([pattern, files]) => ({
    test: new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`),
    links: files.map(modulePreload),
  }));
  return (path: string) => [...always, ...(routes.find((route) => route.test.test(path))?.links ?? [])];
}

/**
 * The page's own downloads, started by its HTML rather than by the code once it runs: the chunks the web build
 * lists for the page in its language (dist/.vite/page-hints.json, from web/scripts/page-hints.mjs) as
 * modulepreloads — the shell's texts every first render waits for, the page's code and texts — and on Bengali
 * pages the Bengali font, which their first paint needs.
 */
function pageHintsFrom(webDistDir: string): (path: string, lang: Lang) => string[] {
  const file = join(webDistDir, '.vite', 'page-hints.json');
  if (!existsSync(file)) return () => [];
  const hints = JSON.parse(readFileSync(file, 'utf8')) as PageHintsFile;
  const en = hintsFor(hints);
  const bn = hints.bn ? hintsFor(hints.bn) : en;
  return (path, lang) => (lang === 'bn' ? bn : en)(path);
}

/** The product's main image, its page's largest paint, fetched with the page rather than after its data. */
function imageHint(meta: PageMeta | undefined): string[] {
  if (!meta?.image) return [];
  const page = new URL(meta.url);
  const image = new URL(meta.image, page);
  const href = image.origin === page.origin ? `${image.pathname}${image.search}` : image.href;
  return [`<link rel="preload" as="image" href="${attr(href)}" fetchpriority="high" />`];
}

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
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
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
      // Vite fingerprints everything under assets/, so it can be cached for good.
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn(`No built web app in ${opts.webDistDir}: run "npm run build" to serve the pages.`);
  }

  const pageHints = pageHintsFrom(opts.webDistDir);
  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    { meta, title, status = 200 }: { meta?: PageMeta; title?: string; status?: number } = {},
  ) => {
    if (!template) throw new AppError('NOT_FOUND', 'The web app is not built');
    const { lang } = request;
    const hints = [...pageHints(request.url.split('?')[0]!, lang), ...imageHint(meta)];
    const html = renderIndexHtml(template, opts.brandName, meta, { lang, title });
    return (
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The same address answers in the language of the cookie, else of Accept-Language.
        .header('vary', 'Cookie, Accept-Language')
        .header('content-language', lang)
        .send(hints.length ? html.replace('</head>', () => `  ${hints.join('\n    ')}\n  </head>`) : html)
    );
  };
  const page = { schema: { hide: true }, config: { access: 'public' as const } };

  // The status comes from the web app's route table (WEB_ROUTES): 404 for an address it has no page for, and
  // for a product that is not public (or not there). The page still loads, since the product's seller may be
  // signed in, and the app draws its own 404 page otherwise; crawlers and link checkers see the 404.
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { status, meta, title } = await opts.seo.page(request.url.split('?')[0]!, request.lang);
    return sendPage(request, reply, { meta, title, status });
  };
  app.get('/', page, servePage);
  app.get('/product/:id', page, servePage);
  app.get('/category/:slug', page, servePage);
  app.get('/sitemap.xml', page, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await opts.seo.sitemapXml()),
  );
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
