import type { CheckoutRequest } from './lines.js';
import { commission } from './commission.js';
import { commit } from './commit.js';
import { company, companyRows } from './company.js';
import { commitOnCredit, credit } from './credit.js';
import { hold } from './hold.js';
import { notify } from './notify.js';
import { postToLedger } from './post-to-ledger.js';
import { price } from './price.js';
import { write } from './write.js';

/**
 * A checkout's placement, step by step, each step in its own file of this folder:
 *
 *   price → commission → hold → company → write → post to the ledger → notify → company rows → credit → commit
 *
 * Each step takes what the ones before it made and adds its own; nothing reaches the database before commit,
 * which writes it all in one call (one round trip, batched with the checkouts arriving meanwhile) — but for
 * the credit a checkout paid on invoice draws in its own transaction, given back if the commit refuses. A step
 * that refuses the checkout throws the answer (an AppError naming the field). Another issue extends the
 * checkout by adding a step here.
 */
export async function placeSteps(request: CheckoutRequest) {
  const priced = await price(request);
  const held = await hold(commission(priced));
  // Bought for a company (issue 31): its rules checked; over the buyer's limit it waits for an approver.
  const bought = await company(held);
  const drafted = write(bought);
  const posted = postToLedger(drafted);
  const told = companyRows(notify({ ...posted, purchase: bought.purchase }));
  // Paid on invoice (issue 31 item 4): the company's credit is drawn last, and given back if the commit refuses.
  const drawn = await credit(told);
  const placed = await commitOnCredit(drawn, commit);
  return { ...placed, pay: bought.pay, awaitingApproval: !!bought.purchase?.approvalUntil };
}
