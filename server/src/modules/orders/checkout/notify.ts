import type { Drafted } from './write.js';

/**
 * The notify step: who hears of the orders, told in the checkout's one write (so nobody is told of an order
 * that was not placed). An order waiting for its online payment is news once paid (the payments module tells
 * then); anything else is told now, to the buyer and each seller.
 */
export const notify = <D extends Drafted>(c: D): D => ({ ...c, write: { ...c.write, tellPlaced: !c.pay } });
