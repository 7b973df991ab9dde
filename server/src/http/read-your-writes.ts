import type { FastifyInstance } from 'fastify';

/** The cookie that pins a visitor's reads to the primary for a few seconds after their own write. */
export const WROTE_COOKIE = 'bb_wrote';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WROTE = new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=1(?:;|$)`);
/** Whether a request's Cookie header carries the read-your-writes cookie. */
export const hasWroteCookie = (header: string | undefined): boolean =>
  header !== undefined && WROTE.test(header);

/**
 * Read-your-writes with a read replica: a write that succeeded sets a short-lived cookie, and a request that
 * carries it reads from the primary (the standby may not have replayed the write yet). A cookie, not memory
 * in this process, so it holds behind a load balancer that sends the next request to another process. It
 * lives `seconds`: past the replica's lag bound, reads elsewhere already see the write.
 */
export function registerReadYourWrites(
  app: FastifyInstance,
  {
    seconds,
    secure,
    runReading,
  }: {
    seconds: number;
    secure: boolean;
    /** Runs `next` (the rest of the request) reading from the primary or not (db/read-replica.ts). */
    runReading: (primary: boolean, next: () => void) => void;
  },
): void {
  const cookie = `${WROTE_COOKIE}=1; Max-Age=${seconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  // preHandler (after the body is read): the handler and everything it awaits run inside the flag's context.
  app.addHook('preHandler', (request, _reply, done) => {
    runReading(hasWroteCookie(request.headers.cookie), done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) reply.header('set-cookie', cookie);
    done(null, payload);
  });
}
