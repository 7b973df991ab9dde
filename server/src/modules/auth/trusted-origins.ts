import type { Config } from '../../config.js';

/**
 * The origins our own pages are served from. On a loopback address a browser may say localhost or
 * 127.0.0.1 for the same server, so both count.
 */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([new URL(config.baseUrl).origin]);
  if (['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
    origins.add(`http://localhost:${config.port}`);
    origins.add(`http://127.0.0.1:${config.port}`);
  }
  return [...origins];
}
