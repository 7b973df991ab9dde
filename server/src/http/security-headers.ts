import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

// A strict CSP that the built web app passes: scripts and styles only from our origin, images also from
// data:/blob: (previews of files being uploaded), fonts also from data: (inlined by our own stylesheet). Swagger UI sets its own CSP on its routes.
const options: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // data: for the one-glyph taka font the build inlines into the stylesheet (web/src/index.css).
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The service worker (/sw.js) and the manifest, both our own files (decision 0032). Said outright rather
      // than left to fall back to script-src and default-src, so a change to those cannot break installing.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  // Product images are same-origin; no reason to allow others to embed our pages or resources.
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet sets with our options. None depends on the request (no nonces), so helmet runs once
 * at start-up against a recording response and every reply gets the recorded headers: the same headers as
 * running helmet per request (which rebuilt the CSP string each time, a measurable share of a cached
 * catalog answer), without the cost.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder, (err?: unknown) => (failed = err));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/**
 * What a JSON answer of the API carries instead of the document set: the headers OWASP's REST cheat sheet lists
 * for APIs (no framing, no sniffing, HSTS) and CORP. The rest of helmet's set (COOP, Origin-Agent-Cluster,
 * Referrer-Policy, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection and a CSP of sources) governs what a document loads and does, and a JSON answer loads and
 * does nothing; leaving it off takes 8 headers (~600 bytes) off every catalog answer, a measurable share of a
 * cached card page's cost to send and to read (bench/RESULTS.md, issue 35).
 */
export function apiSecurityHeaders(documentHeaders = securityHeaders()): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': documentHeaders['cross-origin-resource-policy']!,
    'strict-transport-security': documentHeaders['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * The headers for an answer to `url`: the API's paths (under /api/) get the API set, everything else the document
 * set — pages, the app's files, uploads, the payment stand-ins' payer pages and Swagger UI (an HTML page under
 * /api/docs). An API route that answers with something a browser may open (an invoice PDF, a CSV) is still
 * covered: its CSP allows nothing.
 */
export function securityHeadersFor(): (url: string) => Record<string, string> {
  const documentHeaders = securityHeaders();
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  return (url) => (url.startsWith('/api/') && !url.startsWith('/api/docs') ? apiHeaders : documentHeaders);
}
