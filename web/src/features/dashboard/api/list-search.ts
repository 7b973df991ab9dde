type Issue = { path: PropertyKey[] };
type Schema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

/**
 * A list query from the URL, checked by its contract schema. People edit URLs, so a bad value is dropped
 * rather than failing the page: '?page=abc&q=rahim' still searches for rahim. `fixed` values (the page size)
 * are not the URL's to choose.
 */
export function listQueryFromSearch<T>(
  schema: Schema<T>,
  search: URLSearchParams,
  fixed: Record<string, unknown> = {},
): T {
  let input = Object.fromEntries(
    [...search].filter(([key, value]) => value.trim() !== '' && !(key in fixed)),
  );
  for (;;) {
    const result = schema.safeParse({ ...input, ...fixed });
    if (result.success) return result.data;
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !bad.has(key)));
    if (Object.keys(kept).length === Object.keys(input).length) throw result.error;
    input = kept;
  }
}

type Change = Record<string, string | number | null | undefined>;

/**
 * The URL search after a change. A new search or filter starts again from the first page (SEED.md), and the
 * defaults (page 1, empty fields) are left out so links stay short.
 */
export function searchWith(current: URLSearchParams, change: Change): string {
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
