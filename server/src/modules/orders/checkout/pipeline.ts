import type { CheckoutRequest } from './lines.js';
import { commission } from './commission.js';
import { commit } from './commit.js';
import { hold } from './hold.js';
import { notify } from './notify.js';
import { postToLedger } from './post-to-ledger.js';
import { price } from './price.js';
import { write } from './write.js';

/**
 * A checkout's placement, step by step, each step in its own file of this folder:
 *
 *   price → commission → hold → write → post to the ledger → notify → commit
 *
 * Each step takes what the ones before it made and adds its own; nothing reaches the database before commit,
 * which writes it all in one call (one round trip, batched with the checkouts arriving meanwhile). A step
 * that refuses the checkout throws the answer (an AppError naming the field). Another issue extends the
 * checkout by adding a step here.
 */
export async function placeSteps(request: CheckoutRequest) {
  const priced = await price(request);
  const held = await hold(commission(priced));
  const drafted = write(held);
  const posted = postToLedger(drafted);
  const told = notify(posted);
  const placed = await commit(told);
  return { ...placed, pay: held.pay };
}
