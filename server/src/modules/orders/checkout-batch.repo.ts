import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batchWhileBusy, type Waiting } from '../../kernel/batch-while-busy.js';

// Checkouts written in batches (kernel/batch-while-busy.ts): while one batch is being written, the checkouts
// that arrive wait, and go together in the next one — one call, one transaction, one commit, each checkout a
// subtransaction of its own (bulkbazar_write_checkouts, migration 0022). During a sale the hot product's row
// is then locked once per batch instead of once per order, and the orders queue in the server (first come,
// first served) instead of on the row.

/**
 * The most checkouts in one transaction. Each is a subtransaction, and PostgreSQL keeps 64 of them per
 * transaction in shared memory; beyond that every other session's snapshot slows down.
 */
const MAX_BATCH = 32;

/** What bulkbazar_write_checkouts answers for each checkout. */
type Result = { ok: true } | { ok?: undefined; code: string; message: string };

/** A checkout the batch did not write, with the SQLSTATE and message the database gave. */
export class CheckoutWriteError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CheckoutWriteError';
  }
}

/** Refused or a duplicate: the caller explains these (a line refused, a retried Idempotency-Key). */
const ANSWERED = new Set(['BB409', '23505']);

type Pending = Waiting<string, void>;

function checkoutWriter(db: Db) {
  const alone = (p: Pending) =>
    db.execute(sql`select bulkbazar_write_checkout(${p.input}::jsonb)`).then(() => p.resolve(), p.reject);

  return batchWhileBusy<string, void>(MAX_BATCH, async (batch) => {
    if (batch.length === 1) return alone(batch[0]!);
    let results: Result[];
    try {
      const res = (await db.execute(
        sql`select bulkbazar_write_checkouts(${`[${batch.map((p) => p.input).join(',')}]`}::jsonb) as results`,
      )) as unknown as { rows: { results: Result[] | string }[] };
      const answer = res.rows[0]!.results;
      results = typeof answer === 'string' ? (JSON.parse(answer) as Result[]) : answer;
    } catch {
      // The transaction itself failed (a lost connection, say): each checkout is tried alone, where it gets
      // its own answer.
      await Promise.all(batch.map(alone));
      return;
    }
    await Promise.all(
      batch.map((p, i) => {
        const r = results[i]!;
        if (r.ok) return p.resolve();
        if (ANSWERED.has(r.code)) return p.reject(new CheckoutWriteError(r.message, r.code));
        // Anything else (a deadlock with another process's batch, a lost race) is tried again alone.
        return alone(p);
      }),
    );
  });
}

const writers = new WeakMap<Db, ReturnType<typeof checkoutWriter>>();

/**
 * The process's checkout writer for this database (one queue, so one batch in flight): `call(document)`
 * resolves once the checkout is committed and rejects with why it was not written.
 */
export function checkoutWriterFor(db: Db) {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = checkoutWriter(db)));
  return writer;
}
