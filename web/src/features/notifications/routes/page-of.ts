/** The `?page=` of a list page: a whole number from 1, else 1. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
