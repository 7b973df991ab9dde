import type { FastifyRequest } from 'fastify';

/**
 * Where to send a page request that reached this very listener under a name other than PUBLIC_URL's (the
 * browser typed localhost for 127.0.0.1, or the machine's address with HOST=0.0.0.0), or undefined. Cookies
 * are kept per host name, and the payment return, Google's return and e-mail links all go to PUBLIC_URL: a
 * second name would be a second cookie jar, and the buyer would come back from paying signed out.
 *
 * Only requests whose Host carries the port the shop listens on are this listener's own; a reverse proxy in
 * front (Host without that port) chooses its own names and is left alone.
 */
export function createCanonicalHost(publicUrl: string, listenPort: number) {
  const target = new URL(publicUrl);
  return (request: FastifyRequest): string | undefined => {
    let asked: URL;
    try {
      asked = new URL(`${target.protocol}//${request.headers.host ?? ''}`);
    } catch {
      return undefined;
    }
    const port = Number(asked.port || (asked.protocol === 'https:' ? 443 : 80));
    if (port !== listenPort || asked.host === target.host) return undefined;
    return `${target.origin}${request.url}`;
  };
}
