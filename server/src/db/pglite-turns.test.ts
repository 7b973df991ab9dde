import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnPerStatement } from './pglite-turns.js';

// An in-memory PGlite of its own (no shop schema): runs once, in the database-free project.
describe('turnPerStatement', () => {
  let plain: PGlite;
  let turned: PGlite;
  beforeAll(async () => {
    [plain, turned] = await Promise.all([PGlite.create(), PGlite.create()]);
    turnPerStatement(turned);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), turned.close()]);
  });

  /** Queues `n` statements at once and returns how many had finished when the event loop next took a turn. */
  async function finishedBeforeATurn(client: PGlite, n: number): Promise<number> {
    let done = 0;
    const statements = Array.from({ length: n }, (_, i) =>
      client.query<{ n: number }>('select $1::int as n', [i]).then((r) => {
        done++;
        return r.rows[0]!.n;
      }),
    );
    // A connection or a socket that became readable meanwhile: its callback needs a turn of the loop.
    const atTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    expect(await Promise.all(statements)).toEqual(Array.from({ length: n }, (_, i) => i));
    return atTurn;
  }

  it('lets the event loop turn between queued statements (without it, all ran first)', async () => {
    // The plain client shows what the wrapper is for: 200 queued statements run in one chain of microtasks.
    expect(await finishedBeforeATurn(plain, 200)).toBe(200);
    expect(await finishedBeforeATurn(turned, 200)).toBeLessThanOrEqual(1);
  });

  it("keeps a transaction's statements together and their results unchanged", async () => {
    await turned.exec('create table t (n int)');
    const inTx = turned.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      const seen = await tx.query<{ c: number }>('select count(*)::int as c from t');
      await tx.query('insert into t values (2)');
      return seen.rows[0]!.c;
    });
    // A statement sent while the transaction runs waits for its commit.
    const after = turned.query<{ c: number }>('select count(*)::int as c from t');
    expect(await inTx).toBe(1);
    expect((await after).rows[0]!.c).toBe(2);
  });

  it('refuses a PGlite without the internal door it wraps, rather than silently doing nothing', () => {
    expect(() => turnPerStatement({} as PGlite)).toThrow(/_runExclusiveQuery/);
  });
});
