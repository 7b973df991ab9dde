import { localDigits, type Lang } from './lang.js';

// Money travels as taka with at most 2 decimals and is stored as integer poisha (1 taka = 100 poisha),
// so sums and products are exact on the server.
const takaFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * '৳1,250.00' (Bengali: '৳১,২৫০.০০') — the one money formatter of every screen: the sign first and lakh
 * grouping, as Bangladesh writes it. ICU's bn-BD currency format puts ৳ last, so the number is formatted with
 * en-IN's grouping and its digits turned into the language's script.
 */
export function formatTaka(taka: number, lang: Lang = 'en'): string {
  const sign = taka < 0 ? '-' : '';
  return localDigits(`${sign}৳${takaFormat.format(Math.abs(taka))}`, lang);
}

export function takaToPoisha(taka: number): number {
  return Math.round(taka * 100);
}

export function poishaToTaka(poisha: number): number {
  return poisha / 100;
}

/**
 * The most an order line may total: ৳9,99,99,99,99,99,999.99 (15 digits of poisha). Up to it an amount is
 * exact as a JavaScript number of poisha (below 2^53), and exact as taka with two decimals in JSON too: a
 * decimal of at most 15 significant digits survives the round trip through a double unchanged. The largest
 * price times the largest stock (৳1 crore × 1 crore units) would pass 2^53 and lose poisha.
 */
export const MAX_TOTAL_POISHA = 999_999_999_999_999;
const MAX_TOTAL = BigInt(MAX_TOTAL_POISHA);

/** price × quantity in exact integer poisha (multiplied as BigInt); null above MAX_TOTAL_POISHA. */
export function lineTotalPoisha(pricePoisha: number, quantity: number): number | null {
  if (!Number.isSafeInteger(pricePoisha) || !Number.isSafeInteger(quantity)) return null;
  const total = BigInt(pricePoisha) * BigInt(quantity);
  return total <= MAX_TOTAL ? Number(total) : null;
}

/** The most units one order may hold at this price without passing MAX_TOTAL_POISHA. */
export function maxUnitsAtPrice(pricePoisha: number): number {
  return pricePoisha > 0 ? Number(MAX_TOTAL / BigInt(pricePoisha)) : Number.MAX_SAFE_INTEGER;
}

/** True when the amount has no more than two decimals (tolerating binary-float noise such as 0.1 + 0.2). */
export function hasAtMostTwoDecimals(taka: number): boolean {
  return Math.abs(taka * 100 - Math.round(taka * 100)) < 1e-6;
}

const countFormat = new Intl.NumberFormat('en-IN');

/** '1,200' (Bengali: '১,২০০') — unit counts such as stock and MOQ, lakh grouping. */
export function formatCount(n: number, lang: Lang = 'en'): string {
  return localDigits(countFormat.format(n), lang);
}
