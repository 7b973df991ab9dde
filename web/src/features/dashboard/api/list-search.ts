export type SearchChange = Record<string, string | number | null | undefined>;

/**
 * The URL search after a change. A new search or filter starts again from the first page (SEED.md), and the
 * defaults (page 1, empty fields) are left out so links stay short.
 */
export function searchWith(current: URLSearchParams, change: SearchChange): string {
  const next = new URLSearchParams(current);
  if (!('page' in change)) next.delete('page');
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}
