import http from 'node:http';
import https from 'node:https';
import { EndpointRefused, endpointRefusal, guardedLookup } from './push-endpoint.js';

/** One request to a push service, as web-push's generateRequestDetails makes it (encrypted, VAPID-signed). */
export type PushRequest = {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
};
export type PushAnswer = { status: number; retryAfter: string | undefined; body: string };
export type PushTransport = (request: PushRequest) => Promise<PushAnswer>;

const TIMEOUT_MS = 15_000;

/**
 * POSTs a push to its service. web-push makes the request (the aes128gcm payload, the VAPID JWT) and this
 * sends it, so the address is checked on the way out: https to a public address only, every name resolved
 * through guardedLookup; `allowInsecure` (PUSH_ALLOW_INSECURE_ENDPOINTS) lets a test's http://127.0.0.1 service
 * through.
 */
export function createPushTransport(allowInsecure: boolean): PushTransport {
  return (request) =>
    new Promise((resolve, reject) => {
      const refused = endpointRefusal(request.endpoint, allowInsecure);
      if (refused) return reject(new EndpointRefused(`endpoint ${refused}`));
      const url = new URL(request.endpoint);
      const client = url.protocol === 'http:' ? http : https;
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      const req = client.request(
        url,
        {
          method: request.method,
          headers,
          timeout: TIMEOUT_MS,
          ...(allowInsecure ? {} : { lookup: guardedLookup }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            // Only the start of an answer is kept (for the log): a push service says little.
            if (size < 4096) chunks.push(c);
            size += c.length;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              retryAfter: res.headers['retry-after'],
              body: Buffer.concat(chunks).toString('utf8').slice(0, 500),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('the push service did not answer in time')));
      req.on('error', reject);
      req.end(request.body ?? undefined);
    });
}
