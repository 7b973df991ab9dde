/** The page number a list's URL asks for; anything odd is page 1 rather than a failure. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
