import { bpsOfPoisha } from '@bulkbazar/contract';
import type { CommissionRates } from '../../../db/commission-rates.js';
import type { Priced, SellerPart } from './price.js';

/** What the platform takes of one seller's order, fixed when it is placed (decision 0026). */
export type OrderCommission = {
  /** Per line, in the order's line order: the rate in force (basis points) and its amount in poisha. */
  lines: { bps: number; poisha: number }[];
  /** The lines' commission plus the order's fixed fee, never more than the goods. */
  poisha: number;
  /** VAT on that commission (COMMISSION_VAT_PERCENT). */
  vatPoisha: number;
};

/**
 * The commission of one seller's order at `at`: each line at the rate that applies to it (the seller's
 * unexpired override, else its category's, else the default), rounded half up to the poisha as the ledger
 * rounds (ledger/order-money.ts lineCommission); plus the fixed fee per order, the whole capped at the goods.
 */
export function orderCommission(
  rates: CommissionRates,
  sellerId: string,
  lines: readonly { product: { category: string }; lineTotalPoisha: number }[],
  goodsPoisha: number,
  at: Date,
): OrderCommission {
  const perLine = lines.map((t) => {
    const bps = rates.lineBps(sellerId, t.product.category, at);
    return { bps, poisha: bpsOfPoisha(t.lineTotalPoisha, bps) };
  });
  const due = perLine.reduce((sum, l) => sum + l.poisha, 0) + rates.orderFeePoisha(sellerId, at);
  const poisha = Math.min(due, goodsPoisha);
  return { lines: perLine, poisha, vatPoisha: bpsOfPoisha(poisha, rates.vatBps) };
}

export type CommissionedPart = SellerPart & { commission: OrderCommission };
export type Commissioned = Omit<Priced, 'parts'> & { parts: CommissionedPart[] };

/**
 * The commission step: the rule in force now is copied onto every order (the rules were read before the
 * steps, from the copy kept in memory: no round trip). A later change of the rules never touches the order.
 */
export function commission(c: Priced): Commissioned {
  const at = new Date();
  return {
    ...c,
    parts: c.parts.map((part) => ({
      ...part,
      commission: orderCommission(c.commissionRates, part.sellerId, part.lines, part.subtotal, at),
    })),
  };
}
