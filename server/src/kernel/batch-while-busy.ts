/** One call waiting for its batch: its input, and how to answer it. */
export type Waiting<In, Out> = { input: In; resolve: (out: Out) => void; reject: (err: unknown) => void };

/**
 * Gathers calls into batches without a timer: a call that finds nothing running goes at once, alone; calls
 * that arrive while a batch runs wait and go together in the next one (at most `max`), first come, first
 * served. Under load the batches grow by themselves, and one round trip serves many callers; when quiet,
 * nobody waits. `run` answers each call of its batch; a call it leaves unanswered when it throws gets the error.
 */
export function batchWhileBusy<In, Out>(max: number, run: (batch: Waiting<In, Out>[]) => Promise<void>) {
  const queue: Waiting<In, Out>[] = [];
  let busy = false;

  async function drain() {
    busy = true;
    try {
      while (queue.length > 0) {
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
