import type { Drafted } from './write.js';

/**
 * The post-to-the-ledger step: the entries the placement posts, written in the checkout's one call with its
 * orders. Placing an order moves no money (decision 0026, "Order placed"): nothing is posted here — the
 * commission in force is copied onto the lines instead (commission.ts), and the ledger hears of the order
 * when its money moves (payment, delivery, refund). A step that must post at placement adds its entries here.
 */
export const postToLedger = <D extends Drafted>(c: D): D => c;
