import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { renderIndexHtml, type PageMeta } from '../modules/seo/page-meta.js';
import type { SeoService } from '../modules/seo/seo.service.js';

type Options = { webDistDir: string; uploadsDir: string; brandName: string; seo: SeoService };

/**
 * Serves the built web app and the uploaded images. Any GET that is not a file, not /api and not
 * /uploads gets index.html so the browser router can answer (including its own 404 page); product and
 * category pages get their own title, description and Open Graph tags. Unknown /api/* stays a JSON 404.
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
      // Vite fingerprints everything under assets/, so it can be cached for good.
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn(`No built web app in ${opts.webDistDir}: run "npm run build" to serve the pages.`);
  }

  const sendPage = (reply: FastifyReply, meta?: PageMeta, status = 200) => {
    if (!template) throw new AppError('NOT_FOUND', 'The web app is not built');
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderIndexHtml(template, opts.brandName, meta));
  };
  const page = { schema: { hide: true }, config: { access: 'public' as const } };

  app.get('/', page, (_req, reply) => sendPage(reply));
  app.get<{ Params: { id: string } }>('/product/:id', page, async (request, reply) => {
    const meta = await opts.seo.productMeta(request.params.id);
    // Not public (or not there): the page still loads — its seller may be signed in — but crawlers see a 404.
    return sendPage(reply, meta, meta ? 200 : 404);
  });
  app.get<{ Params: { slug: string } }>('/category/:slug', page, (request, reply) => {
    const meta = opts.seo.categoryMeta(request.params.slug);
    return sendPage(reply, meta, meta ? 200 : 404);
  });
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
    if (isPage) return sendPage(reply);
    throw new AppError('NOT_FOUND', `No route ${request.method} ${path}`);
  });
}
