type Issue = { path: PropertyKey[] };
type Schema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

/**
 * A list query from the URL, checked by its contract schema (the catalog's, or a dashboard list's). The URL is
 * the page's state (shareable, reloadable), but people edit URLs: a bad value is dropped rather than failing
 * the page, so '?page=abc&q=rice' still searches for rice. Empty fields mean 'not set' (zod would otherwise
 * coerce an empty minPrice to 0). `fixed` values (a page size, the category of a category page) are not the
 * URL's to choose.
 */
export function queryFromSearch<T>(
  schema: Schema<T>,
  search: URLSearchParams,
  fixed: Record<string, unknown> = {},
): T {
  let input: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    if (value.trim() === '' || key in fixed) continue;
    // A key given more than once (the catalog's option filters) is a list; a schema that wants one value drops it.
    const seen = input[key];
    input[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  for (;;) {
    const result = schema.safeParse({ ...input, ...fixed });
    if (result.success) return result.data;
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !bad.has(key)));
    // Nothing left to drop means the fixed part itself is invalid: a programming error, so let it throw.
    if (Object.keys(kept).length === Object.keys(input).length) throw result.error;
    input = kept;
  }
}
