import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../catalog-cache/catalog-cache.js';

type Encoded = { br: Buffer; gzip: Buffer };

// Each kept page is compressed once, the first time it is sent, and dropped with it.
const compressed = new WeakMap<CachedPage, Encoded>();

function encode(page: CachedPage): Encoded {
  let encoded = compressed.get(page);
  if (!encoded) {
    const bytes = Buffer.from(page.json);
    encoded = {
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(bytes, { level: 9 }),
    };
    compressed.set(page, encoded);
  }
  return encoded;
}

/**
 * A kept page: 304 when the browser has it (ETag), else its Brotli or gzip copy for browsers that accept one
 * (a rendered product list is 60 KB of HTML and about a sixth of that compressed).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply
    .header('etag', page.etag)
    .header('cache-control', 'public, no-cache')
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(encode(page).br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(encode(page).gzip);
  return reply.send(page.json);
}
