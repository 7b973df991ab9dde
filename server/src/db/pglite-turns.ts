import type { PGlite } from '@electric-sql/pglite';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The method every PGlite query and exec goes through (one at a time, behind PGlite's own lock). */
type ExclusiveQuery = <T>(fn: () => Promise<T>) => Promise<T>;

/** Clients already wrapped (a client opened twice as the shop's database must not wait two turns a statement). */
const turned = new WeakSet<PGlite>();

/**
 * Makes every PGlite statement start on a turn of the event loop of its own, once it holds the query lock.
 *
 * PGlite is WebAssembly in this thread: a statement runs without I/O, and the next caller waiting for the lock
 * is resumed by a promise. Queued statements therefore ran back to back in one chain of microtasks: in a sale's
 * first seconds, a hundred sign-in lookups and checkout batches made turns of 130–550 ms
 * (bench/RESULTS.md), and Node accepts one new connection per turn (libuv ≥ 1.45), so the buyers whose
 * connections came last waited seconds for their first answer. With a turn before each statement, new
 * connections are accepted and requests read between statements, as they are between round trips on
 * PostgreSQL. The cost is one setImmediate per statement (microseconds; a statement costs 0.1 ms or more).
 *
 * `_runExclusiveQuery` is PGlite's (0.5.x) internal door for query, exec and a transaction's statements;
 * pglite-turns.test.ts fails if a new version renames it, instead of this silently doing nothing.
 */
export function turnPerStatement(client: PGlite): void {
  if (turned.has(client)) return;
  const target = client as unknown as { _runExclusiveQuery?: ExclusiveQuery };
  const original = target._runExclusiveQuery;
  if (typeof original !== 'function') {
    throw new Error(
      'PGlite has no _runExclusiveQuery: check server/src/db/pglite-turns.ts against this version',
    );
  }
  const run = original.bind(client) as ExclusiveQuery;
  target._runExclusiveQuery = (fn) =>
    run(async () => {
      await nextTurn();
      return fn();
    });
  turned.add(client);
}
