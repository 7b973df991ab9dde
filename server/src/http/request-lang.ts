import { pickLang, type Lang } from '@bulkbazar/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: the `lang` cookie, else Accept-Language, else English. */
    readonly lang: Lang;
  }
}

/**
 * `request.lang`, read from the headers only when something asks (an error answer, a page, an invoice), so the
 * catalog's hot path pays nothing for it.
 */
export function registerRequestLang(app: FastifyInstance): void {
  app.decorateRequest('lang', {
    getter() {
      return pickLang(this.headers.cookie, this.headers['accept-language']);
    },
  });
}
