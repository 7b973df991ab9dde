import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { appendRouteHook } from '../../http/route-hooks.js';
import type { SessionCache } from './session-cache.js';

/** The channel migration 0020's triggers (0020_sale_speed.sql) NOTIFY with a user's id. */
export const SESSION_CHANGES_CHANNEL = 'bulkbazar_sessions';
/** How long a write waits for this process to have heard the changes it made (then answers anyway). */
const CATCH_UP_MS = 1_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route can end sessions or change a viewer (sign-out, block, role…): see watchSessionChanges. */
    changesSessions?: boolean;
  }
}

/**
 * Keeps `cache` honest in this process: the database tells every listener (every process on PostgreSQL) when a
 * session row goes (sign-out, block, password reset, account removal) or a user's role, block, name, e-mail or
 * photo changes, whoever made the change; while that cannot be heard, nothing is cached. A route marked
 * `changesSessions` answers only once this process has heard its own change (a marker NOTIFYed after it
 * arrives after it), so the same client's next request never meets the old session here.
 */
export async function watchSessionChanges(app: FastifyInstance, database: Database, cache: SessionCache) {
  const waiting = new Map<string, () => void>();
  const stop = await database.listen(SESSION_CHANGES_CHANNEL, {
    onPayload: (payload) => {
      const heard = waiting.get(payload);
      if (heard) heard();
      else cache.dropUser(payload);
    },
    onLost: () => cache.lost(),
    onListening: () => cache.listen(),
  });
  const caughtUp = async () => {
    if (!cache.enabled) return;
    const marker = `marker:${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      waiting.set(marker, resolve);
      timer = setTimeout(resolve, CATCH_UP_MS);
    });
    try {
      await database.notify(SESSION_CHANGES_CHANNEL, marker);
      await heard;
    } finally {
      clearTimeout(timer);
      waiting.delete(marker);
    }
  };
  // Only the routes that say so wait; the others (the catalog among them) pay nothing per request.
  app.addHook('onRoute', (route) => {
    if (route.config?.changesSessions) appendRouteHook(route, 'onSend', async () => void (await caughtUp()));
  });
  app.addHook('onClose', stop);
}
