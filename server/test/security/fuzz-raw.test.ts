import fc from 'fast-check';
import { describe, it } from 'vitest';
import { brokenMultipart, depthAndSize, rawBodies, type RawBody } from './fuzz-attacks.js';
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

// Fuzzing from the OpenAPI document (fuzz-harness.ts says what and why): malformed JSON, wrong content types,
// depth and size attacks and broken multipart on every write.
fuzzApp('raw bodies');

describe('fuzzing from the OpenAPI document: raw bodies', () => {
  it('refuses malformed JSON and wrong content types on every write', async () => {
    await onEveryWrite(async (op) => {
      for (const as of AS) {
        await fc.assert(
          fc.asyncProperty(rawBodies(op), async (raw) => {
            refused(await send(op, as, urlOf(op), raw), `${op.key} as ${as}: ${raw.name}`);
          }),
          runs(RUNS.raw),
        );
      }
    });
  }, 600_000);

  it('refuses bodies nested 10,000 deep, 2 MB bodies and 900,000-character fields', async () => {
    await onEveryWrite(async (op) => {
      for (const attack of depthAndSize(op, seedOf(op))) {
        for (const as of AS) refused(await send(op, as, urlOf(op), attack), `${op.key}: ${attack.name}`);
      }
    });
  }, 600_000);

  it('refuses malformed multipart on every write, the upload route included', async () => {
    const attacks: RawBody[] = brokenMultipart(fuzz.image);
    await onEveryWrite(async (op) => {
      for (const attack of attacks) {
        for (const as of AS) refused(await send(op, as, urlOf(op), attack), `${op.key}: ${attack.name}`);
      }
    });
  }, 600_000);

  expectEveryRequestRouted();
});
