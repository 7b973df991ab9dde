import type { FastifyInstance } from 'fastify';
import { AppError } from '../kernel/app-error.js';
import { appendRouteHook, isWriteRoute } from './route-hooks.js';

// PostgreSQL text cannot hold the NUL character (U+0000): a query parameter or body string containing it
// would fail inside the database. Refuse it up front, naming where it was, as bad input.
const message = 'Text may not contain the NUL character';

type Step = { value: unknown; key: string | undefined; parent: Step | undefined };

const pathOf = (step: Step): string => {
  const keys: string[] = [];
  for (let s: Step | undefined = step; s?.key !== undefined; s = s.parent) keys.push(s.key);
  return keys.reverse().join('.');
};

/**
 * The dotted path of the first string (or key) holding NUL, or undefined. Walks with its own stack, not
 * recursion, so no nesting depth can overflow the call stack; paths are built only for the hit, so a deep
 * value costs linear time.
 */
export function findNul(value: unknown, path: string): string | undefined {
  const stack: Step[] = [{ value, key: path || undefined, parent: undefined }];
  while (stack.length) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return pathOf(step) || 'body';
    } else if (v && typeof v === 'object') {
      const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
      if (!Array.isArray(v) && entries.some(([key]) => key.includes('\u0000'))) return pathOf(step) || 'body';
      // Pushed last-first so the walk visits entries in order, as the message names the first hit.
      for (let i = entries.length - 1; i >= 0; i--) {
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: step });
      }
    }
  }
  return undefined;
}

/** The refusal of a URL that carries NUL (%00) in its path or query, else undefined (request-start.ts). */
export const nulInUrl = (url: string): AppError | undefined =>
  url.includes('%00') ? new AppError('VALIDATION_FAILED', message, { query: message }) : undefined;

/** The body check; the URL's is part of the one hook every request runs (request-start.ts). */
export function registerNoNulBytes(app: FastifyInstance): void {
  // Bodies only come with writes: the check is added to those routes alone (registered from here on).
  app.addHook('onRoute', (route) => {
    if (!isWriteRoute(route)) return;
    appendRouteHook(route, 'preValidation', async (request) => {
      const field = findNul(request.body, '');
      if (field) throw new AppError('VALIDATION_FAILED', message, { [field]: message });
    });
  });
}
