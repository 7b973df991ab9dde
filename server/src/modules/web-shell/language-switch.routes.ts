import { errorResponseSchema, LANG_COOKIE, LANGS } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const params = z.object({ lang: z.enum(LANGS) });
// Only a path on this site ('/products?q=rice'), never '//elsewhere' or '/\\elsewhere': the switch must not
// become an open redirect. No control characters either: it becomes the Location header, where a CR or LF
// would be a header injection (Node refuses to write it, which was a 500).
const querystring = z.object({
  next: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])\P{Cc}*$/u, 'must be a path on this site')
    .optional(),
});

/**
 * GET /lang/:lang?next=/path: the navbar's language switch (languageSwitchPath). Sets the `lang` cookie the
 * pages are rendered by and sends the visitor back. A link rather than a script, so a tap on a page the
 * browser has not hydrated yet (a slow phone) still switches.
 */
export const languageSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['pages'],
    summary: 'Switch the language: sets the `lang` cookie and sends the visitor back to `next` (303)',
    params,
    querystring,
    response: { 303: z.null(), 400: errorResponseSchema },
  };
  app.get('/lang/:lang', { schema }, async (request, reply) => {
    const { lang } = request.params;
    return reply
      .header('set-cookie', `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`)
      .header('cache-control', 'no-store')
      .redirect(request.query.next ?? '/', 303);
  });
};
