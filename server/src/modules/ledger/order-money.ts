// How an order's money divides (pure functions, decision 0026): the commission is fixed when the order is
// placed; on delivery the buyer's money goes to the seller, the platform's commission and the VAT on it, and
// the delivery charge to whoever carried the parcel. A refund takes back from each part in proportion.

/** One line's commission at `bps` basis points, rounded half up to the poisha. */
export const lineCommission = (lineTotalPoisha: number, bps: number) =>
  Number((BigInt(lineTotalPoisha) * BigInt(bps) + 5_000n) / 10_000n);

/** VAT on a commission at `bps` basis points (15 % = 1500), rounded half up to the poisha. */
export const vatOn = (commissionPoisha: number, bps: number) =>
  Number((BigInt(commissionPoisha) * BigInt(bps) + 5_000n) / 10_000n);

export type OrderMoney = {
  totalPoisha: number;
  deliveryChargePoisha: number;
  commissionPoisha: number;
  commissionVatPoisha: number;
  /** The shop's courier account carried the parcel: its delivery charge is the shop's, not the seller's. */
  shopCarried: boolean;
};

export type MoneyParts = { seller: number; commission: number; vat: number; delivery: number };

/**
 * The parts of the whole order: commission and VAT as fixed at placement (never more than the goods), the
 * delivery charge to the shop when it carried the parcel, the rest to the seller (which may be negative when
 * the commission exceeds the goods after a fixed fee: the seller then owes it).
 */
export function orderParts(o: OrderMoney): MoneyParts {
  const delivery = o.shopCarried ? o.deliveryChargePoisha : 0;
  const commission = o.commissionPoisha;
  const vat = o.commissionVatPoisha;
  return { seller: o.totalPoisha - delivery - commission - vat, commission, vat, delivery };
}

/**
 * The parts of `amount` poisha of the order (a refund, or what is left after earlier refunds), each in
 * proportion to the whole order's parts, rounded so they add up to `amount` exactly: the platform's parts
 * are rounded (half up), the seller takes the remainder.
 */
export function partsOf(o: OrderMoney, amount: number): MoneyParts {
  const whole = orderParts(o);
  if (amount === o.totalPoisha) return whole;
  if (o.totalPoisha === 0) return { seller: amount, commission: 0, vat: 0, delivery: 0 };
  const share = (part: number) =>
    Number((2n * BigInt(part) * BigInt(amount) + BigInt(o.totalPoisha)) / (2n * BigInt(o.totalPoisha)));
  const commission = share(whole.commission);
  const vat = share(whole.vat);
  const delivery = share(whole.delivery);
  return { seller: amount - commission - vat - delivery, commission, vat, delivery };
}
