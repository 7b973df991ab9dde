import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';

/**
 * A push service on 127.0.0.1 for the tests, and browsers subscribed to it: it keeps every request it is sent,
 * answering each path's queued statuses first (then 201), and a browser opens what it received with its own
 * private key (RFC 8291 aes128gcm, through http_ece) and checks the VAPID JWT as a push service does (RFC 8292).
 */
export type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer; status: number };

export async function startPushService() {
  const received: Received[] = [];
  const queued = new Map<string, number[]>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const status = queued.get(path)?.shift() ?? 201;
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let n = 0;
  return {
    origin,
    received,
    /** The next answers to requests on `path`, before the default 201. */
    answer: (path: string, ...statuses: number[]) =>
      queued.set(path, [...(queued.get(path) ?? []), ...statuses]),
    /** A new browser: its subscription for this service, and what it was sent that the service accepted. */
    browser() {
      const ecdh: ECDH = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${++n}-${randomBytes(6).toString('hex')}`;
      return {
        path,
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin}${path}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
        accepted: () => received.filter((r) => r.path === path && r.status >= 200 && r.status < 300),
        decrypt: (r: Received) =>
          JSON.parse(
            ece
              .decrypt(r.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
              .toString('utf8'),
          ) as unknown,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks a request's `Authorization: vapid t=<JWT>, k=<key>` as a push service would: k is `publicKey`, the
 * ES256 signature verifies with it, aud is the endpoint's origin, exp is in the future (and within 24 h), sub
 * is a mailto: or https: address. Answers the JWT's claims.
 */
export function verifyVapid(headers: IncomingHttpHeaders, publicKey: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization));
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('the VAPID key is not the shop’s');
  const [header, claims, signature] = jwt!.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`VAPID alg ${head.alg}`);
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  const now = Date.now() / 1000;
  if (body.aud !== audience) throw new Error(`aud ${body.aud}, not ${audience}`);
  if (!(body.exp > now && body.exp <= now + 86_400)) throw new Error(`exp ${body.exp} out of range`);
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`sub ${body.sub}`);
  return body;
}
