import { setImmediate as nextTurn } from 'node:timers/promises';

/** One call waiting for its batch: its input, and how to answer it. */
export type Waiting<In, Out> = { input: In; resolve: (out: Out) => void; reject: (err: unknown) => void };

/**
 * Gathers calls into batches without a timer: a call that finds nothing running goes at the next turn of the
 * event loop, with whatever else came in that turn; calls that arrive while a batch runs wait and go together
 * in the next one (at most `max`), first come, first served. Under load the batches grow by themselves, and
 * one round trip serves many callers; when quiet, nobody waits. `run` answers each call of its batch; a call it
 * leaves unanswered when it throws gets the error.
 *
 * Every batch starts on a turn of its own. On PGlite a batch is WebAssembly and promises, never I/O, so without
 * that turn one batch followed another in a single chain of microtasks while callers kept coming, and a turn
 * of the event loop lasted hundreds of milliseconds. Node (libuv since 1.45) accepts one new connection per
 * turn: in a sale's first wave, 46–103 of 200 buyers waited 1.5–11 s for their first answer, their connections
 * not yet accepted, while the others were served in 300 ms (bench/RESULTS.md). On PostgreSQL a batch waits for
 * the database's answer anyway, so the turn costs nothing there.
 */
export function batchWhileBusy<In, Out>(max: number, run: (batch: Waiting<In, Out>[]) => Promise<void>) {
  const queue: Waiting<In, Out>[] = [];
  let busy = false;

  async function drain() {
    busy = true;
    try {
      while (queue.length > 0) {
        await nextTurn();
        const batch = queue.splice(0, max);
        try {
          await run(batch);
        } catch (err) {
          // (An answered promise ignores a second answer.)
          for (const waiting of batch) waiting.reject(err);
        }
      }
    } finally {
      busy = false;
    }
  }

  return {
    call: (input: In) =>
      new Promise<Out>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (!busy) void drain();
      }),
    /** Calls waiting for the batch that runs now. */
    queued: () => queue.length,
  };
}
