import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from './batch-while-busy.js';

describe('batchWhileBusy', () => {
  it('calls of one turn go together, at most `max` a batch, in arrival order', async () => {
    const sizes: number[][] = [];
    const batcher = batchWhileBusy<number, number>(3, async (batch) => {
      sizes.push(batch.map((w) => w.input));
      for (const waiting of batch) waiting.resolve(waiting.input * 10);
    });
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => batcher.call(n)));
    expect(answers).toEqual([10, 20, 30, 40, 50, 60]);
    expect(sizes).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('gives the event loop a turn before each batch, so connections and sockets are read under load', async () => {
    // A batch that answers at once with promises only, as a PGlite batch does (no I/O).
    const batcher = batchWhileBusy<number, number>(4, async (batch) => {
      for (const waiting of batch) waiting.resolve(waiting.input);
    });
    let calls = 0;
    let stop = false;
    // Busy callers: each asks again as soon as it is answered, as buyers in a sale do.
    const caller = async () => {
      while (!stop && calls < 20_000) {
        calls++;
        await batcher.call(calls);
      }
    };
    // A socket that became readable meanwhile: its callback needs a turn of the event loop.
    const readable = new Promise<number>((resolve) => setImmediate(() => resolve(calls)));
    const callers = Array.from({ length: 8 }, caller);
    const callsWhenRead = await readable;
    stop = true;
    await Promise.all(callers);
    // Without the turn the loop came back only once every caller had stopped (20,000 calls).
    expect(callsWhenRead).toBeLessThan(100);
  });

  it('a batch that throws rejects the calls it left unanswered, and the next batch still runs', async () => {
    let first = true;
    const batcher = batchWhileBusy<number, number>(2, async (batch) => {
      if (first) {
        first = false;
        throw new Error('database went away');
      }
      for (const waiting of batch) waiting.resolve(waiting.input);
    });
    const results = await Promise.allSettled([batcher.call(1), batcher.call(2), batcher.call(3)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(batcher.queued()).toBe(0);
  });
});
