import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * After an upload is refused (too large, malformed), the client may still be sending its body. Closing the
 * connection at once makes clients that write the whole body before reading (Node's fetch, browsers under
 * load) fail with EPIPE/ECONNRESET and never see the answer. So: stop storing, read and throw away the rest
 * of the body up to `maxBytes` more, keeping the connection (the request is then complete); a client that
 * sends more than that is cut off, and one that declares more up front is told so and cut off at once.
 */
export function discardRestOfBody(request: FastifyRequest, reply: FastifyReply, maxBytes: number): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
    void reply.header('connection', 'close');
    return;
  }
  // Whatever still reads the body (the multipart parser) stops; from here on, bytes are only counted.
  raw.unpipe();
  let discarded = 0;
  const count = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) {
      raw.off('data', count);
      raw.socket?.destroy();
    }
  };
  raw.on('data', count);
  raw.resume();
}
