import type { FastifyInstance } from 'fastify';
import { AppError } from '../kernel/app-error.js';

/**
 * No body the app accepts nests deeper than a few levels (the deepest, content settings, is 3). A body
 * nested thousands of levels deep would overflow the stack of every recursive walk after the parser (the NUL
 * check, schema validation, JSON.stringify when forwarding to the auth library): a 500 from any route,
 * anonymous ones included. 32 leaves room for any honest client.
 */
export const MAX_BODY_DEPTH = 32;

const message = `The body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of arrays and objects`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * The deepest nesting in JSON text, counted in one pass without recursion and without parsing: brackets
 * inside strings do not count. Stops as soon as `limit` is passed, so an attack costs only its first bytes.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPEN.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSE.has(c)) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with the same parser (same prototype-poisoning rules, same empty-body
 * error) behind the depth check, so nothing recursive ever sees a too-deep body.
 */
export function registerBodyDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' makes `body` a string; the overloads of the types do not narrow it.
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_BODY_DEPTH)) {
      done(new AppError('VALIDATION_FAILED', message, { body: message }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
