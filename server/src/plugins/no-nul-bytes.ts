import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { appendRouteHook, isWriteRoute } from '../lib/route-hooks.js';

// PostgreSQL text cannot hold the NUL character (U+0000): a query parameter or body string containing it
// would fail inside the database. Refuse it up front, naming where it was, as bad input.
const message = 'Text may not contain the NUL character';

function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (hit) return hit;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const hit = key.includes('\u0000') ? path || 'body' : findNul(v, path ? `${path}.${key}` : key);
      if (hit) return hit;
    }
  }
  return undefined;
}

export function registerNoNulBytes(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      request.url.includes('%00')
        ? new AppError('VALIDATION_FAILED', message, { query: message })
        : undefined,
    );
  });
  // Bodies only come with writes: the check is added to those routes alone (registered from here on).
  app.addHook('onRoute', (route) => {
    if (!isWriteRoute(route)) return;
    appendRouteHook(route, 'preValidation', async (request) => {
      const field = findNul(request.body, '');
      if (field) throw new AppError('VALIDATION_FAILED', message, { [field]: message });
    });
  });
}
