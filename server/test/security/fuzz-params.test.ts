import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapshot } from './db-snapshot.js';
import { isWrite } from './openapi-operations.js';
import { badPathValue, badQuery, queryString } from './fuzz-values.js';
import {
  AS,
  expectEveryRequestRouted,
  fuzz,
  fuzzApp,
  refused,
  RUNS,
  runs,
  seedOf,
  send,
  urlOf,
} from './fuzz-harness.js';

// Fuzzing from the OpenAPI document (fuzz-harness.ts says what and why): hostile path and query parameters.
fuzzApp('parameters');

describe('fuzzing from the OpenAPI document: parameters', () => {
  it('refuses writes to ids that name nothing, and answers reads of them with 4xx', async () => {
    const withPath = fuzz.operations.filter((op) => op.params.some((p) => p.in === 'path'));
    const before = await snapshot(fuzz.t.database.db);
    for (const op of withPath) {
      const seed = seedOf(op);
      // Sequential integer ids (the synonym editor's groups) start at 1 and the curated groups fill the first
      // hundreds: there a value read as a whole number ('1', '0x10') may name a real group, and writing to it is
      // allowed. Every other value must still be refused.
      const integerIds = op.params.some(
        (p) => p.in === 'path' && (p.schema.type === 'integer' || p.schema.type === 'number'),
      );
      const naming = integerIds
        ? badPathValue.filter((v) => !(Number.isInteger(Number(v)) && Number(v) >= 1))
        : badPathValue;
      for (const as of AS) {
        await fc.assert(
          fc.asyncProperty(naming, async (value) => {
            const body = isWrite(op.method)
              ? { payload: JSON.stringify(seed), contentType: 'application/json' }
              : undefined;
            refused(await send(op, as, urlOf(op, value), body), `${op.key} with id ${value.slice(0, 50)}`);
          }),
          runs(RUNS.path),
        );
      }
    }
    expect(await snapshot(fuzz.t.database.db)).toEqual(before);
  }, 600_000);

  it('answers hostile query strings on every read with 2xx or 4xx, never 5xx', async () => {
    for (const op of fuzz.operations.filter((o) => o.method === 'GET')) {
      for (const as of AS) {
        await fc.assert(
          fc.asyncProperty(badQuery(op.params), async (query) => {
            await send(op, as, `${urlOf(op)}?${queryString(query)}`);
          }),
          runs(RUNS.query),
        );
      }
    }
  }, 600_000);

  expectEveryRequestRouted();
});
