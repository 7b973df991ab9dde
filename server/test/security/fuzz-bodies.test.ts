import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badBody } from './fuzz-values.js';
import {
  AS,
  expectEveryRequestRouted,
  fuzz,
  fuzzApp,
  onEveryWrite,
  refused,
  RUNS,
  runs,
  seedOf,
  send,
  urlOf,
} from './fuzz-harness.js';

// Fuzzing from the OpenAPI document (fuzz-harness.ts says what and why): which operations are attacked, and
// bodies their schemas reject.
fuzzApp('bodies');

describe('fuzzing from the OpenAPI document: bodies', () => {
  it('targets every documented operation with its real method', () => {
    const registered = new Set(
      fuzz.t.app.routeRules.flatMap((r) => r.method.split(',').map((m) => `${m} ${r.url}`)),
    );
    expect(fuzz.operations.length).toBeGreaterThan(20);
    expect(fuzz.operations.filter((op) => !registered.has(op.key)).map((op) => op.key)).toEqual([]);
  });

  it("includes search's suggestions, facets and synonym editor (issue 34's done-when)", () => {
    const keys = fuzz.operations.map((op) => op.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/search/suggest',
        'GET /api/products/facets',
        'GET /api/admin/search/synonyms',
        'POST /api/admin/search/synonyms',
        'PUT /api/admin/search/synonyms/:id',
        'DELETE /api/admin/search/synonyms/:id',
      ]),
    );
  });

  it('refuses every body its schema rejects, never 5xx, changing nothing', async () => {
    await onEveryWrite(async (op) => {
      if (!op.body) return;
      for (const as of AS) {
        await fc.assert(
          fc.asyncProperty(badBody(op, seedOf(op)), async (body) => {
            const res = await send(op, as, urlOf(op), {
              payload: JSON.stringify(body),
              contentType: 'application/json',
            });
            refused(res, `${op.key} as ${as} with ${JSON.stringify(body)?.slice(0, 200)}`);
          }),
          runs(RUNS.body),
        );
      }
    });
  }, 600_000);

  expectEveryRequestRouted();
});
