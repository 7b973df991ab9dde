import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';

// A redirect target taken from the query must never carry a line break into the Location header: Node
// refuses to write it, and before issue 28 the language switch answered that with a 500 (logged twice).
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, {
    write(line: string) {
      logLines.push(line);
      return true;
    },
  } as unknown as NodeJS.WritableStream);
});
afterAll(() => t.close());

describe('header injection through a redirect target', () => {
  it.each([
    ['CRLF', '/%0d%0aSet-Cookie:x=1'],
    ['LF', '/%0aSet-Cookie:x=1'],
    ['CR', '/%0dx'],
    ['tab', '/%09x'],
    ['DEL', '/%7f'],
  ])(
    'refuses a %s in the language switch’s next with 400 naming next, and sets no cookie',
    async (_, next) => {
      const res = await t.app.inject({ method: 'GET', url: `/lang/bn?next=${next}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.json().fields ?? {})).toContain('next');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['location']).toBeUndefined();
      expect(logLines.join('')).not.toMatch(/"level":50/);
    },
  );
});
