import type { FastifyInstance } from 'fastify';
import { nulInUrl } from './no-nul-bytes.js';
import { REQUEST_ID_HEADER } from './request-id.js';
import { securityHeadersFor } from './security-headers.js';

/**
 * The one onRequest hook every request runs: the URL's NUL check (no-nul-bytes.ts), the request's id echoed so a
 * caller can quote it (error answers carry it in the body too: errors.ts), the security headers
 * (security-headers.ts) and, while the process drains before a restart, `Connection: close`, so the balancer
 * opens its next connection to a process that stays and none is left idle here to race the listener's close.
 *
 * One hook rather than one per concern, and a callback rather than an async function: each hook Fastify runs
 * costs a few microseconds a request, which a cached catalog answer (tens of microseconds in all) feels
 * (bench/RESULTS.md, issue 35). Checks that only some routes need are added to those routes alone
 * (route-hooks.ts).
 */
export function registerRequestStart(app: FastifyInstance, { draining }: { draining: () => boolean }): void {
  const headersFor = securityHeadersFor();
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.header(REQUEST_ID_HEADER, request.id).headers(headersFor(url));
    if (draining()) reply.header('connection', 'close');
    done(nulInUrl(url));
  });
}
