import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../kernel/app-error.js';
import { appendRouteHook, isWriteRoute } from './route-hooks.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Cookies ride along on cross-site requests, so a state-changing request that carries our session cookie
 * must come from one of our own pages: its Origin (when sent) must be ours and Sec-Fetch-Site (when sent)
 * same-origin. Bearer-token requests carry no ambient credential and are exempt.
 */
export function registerCsrfCheck(app: FastifyInstance, origins: string[]): void {
  const allowed = new Set(origins);
  // Only on routes that take writes (registered from here on); reads never pay for it.
  app.addHook('onRoute', (route) => {
    if (isWriteRoute(route)) appendRouteHook(route, 'onRequest', check);
  });
  const check = async (request: FastifyRequest) => {
    if (!UNSAFE.has(request.method)) return;
    if (/^Bearer\s/i.test(request.headers.authorization ?? '')) return;
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const originOk = origin === undefined ? true : allowed.has(origin);
    const siteOk = site === undefined || site === 'same-origin' || site === 'none';
    if (!originOk || !siteOk) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused: send it from the shop itself');
    }
  };
}
