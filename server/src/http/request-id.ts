import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// A proxy's or client's id is kept only when it cannot forge a log line or a header: short, and letters,
// digits and - _ . : only. Anything else gets an id of our own.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the caller's X-Request-Id when safe (one id across a load balancer and us), else a UUID. */
export function genRequestId(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Fastify options: every log line of a request carries `requestId`; the header is read by genRequestId only. */
export const requestIdOptions = () => ({
  genReqId: genRequestId,
  requestIdHeader: false as const,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
});
