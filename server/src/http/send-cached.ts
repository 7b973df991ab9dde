import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer serialised ahead (the catalog cache keeps them) with the ETag of its bytes. */
export type SerialisedAnswer = { json: string; etag: string };

/**
 * Sends an already serialised answer with its ETag; a browser or client that has it already gets 304 and
 * no body. `no-cache` means "ask every time", which the ETag makes cheap.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  page: SerialisedAnswer,
): FastifyReply {
  reply.header('etag', page.etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  // The JSON was produced from a value the response schema describes; skip re-serialising it.
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(page.json);
}
