/**
 * Paged lists ask the database for one row more than the page shows: its presence says whether another
 * page exists, without counting the whole set (a count over a large table costs more than the page).
 */

/** A page asked for by number (1-based) and size, as the list queries of the contract carry it. */
export type PageRequest = { page: number; limit: number };

/** Rows to fetch for a page of `limit`: the extra one is the "has more" probe. */
export const fetchLimit = (limit: number): number => limit + 1;

/** Where page `page` starts, for lists paged by number. */
export const pageOffset = ({ page, limit }: PageRequest): number => (page - 1) * limit;

/** The rows a page shows, and whether the probe row came back. */
export function splitPage<R>(rows: R[], limit: number): { shown: R[]; hasMore: boolean } {
  return { shown: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** A page as the API answers it: `{ [key]: items, page, limit, hasMore }` (e.g. `{ orders, … }`). */
export type Page<K extends string, T> = { [P in K]: T[] } & { page: number; limit: number; hasMore: boolean };

/** Rows fetched with `fetchLimit` → the answer, each shown row mapped to what the API returns. */
export function toPage<K extends string, R, T>(
  key: K,
  rows: R[],
  { page, limit }: PageRequest,
  map: (row: R) => T,
): Page<K, T> {
  const { shown, hasMore } = splitPage(rows, limit);
  return { [key]: shown.map((row) => map(row)), page, limit, hasMore } as Page<K, T>;
}
