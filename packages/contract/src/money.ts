// Money travels as taka with at most 2 decimals and is stored as integer poisha (1 taka = 100 poisha),
// so sums and products are exact on the server.
const takaFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '৳1,250.00' — the one money formatter of every screen (lakh grouping, as Bangladesh writes it). */
export function formatTaka(taka: number): string {
  const sign = taka < 0 ? '-' : '';
  return `${sign}৳${takaFormat.format(Math.abs(taka))}`;
}

export function takaToPoisha(taka: number): number {
  return Math.round(taka * 100);
}

export function poishaToTaka(poisha: number): number {
  return poisha / 100;
}

/** True when the amount has no more than two decimals (tolerating binary-float noise such as 0.1 + 0.2). */
export function hasAtMostTwoDecimals(taka: number): boolean {
  return Math.abs(taka * 100 - Math.round(taka * 100)) < 1e-6;
}

const countFormat = new Intl.NumberFormat('en-IN');

/** '1,200' — unit counts such as stock and MOQ. */
export function formatCount(n: number): string {
  return countFormat.format(n);
}
