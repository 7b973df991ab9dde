/** Buy now's starting quantity from `?quantity=` (the product page's choice); undefined without a number. */
export function quantityParam(search: URLSearchParams): number | undefined {
  const raw = search.get('quantity');
  const quantity = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(quantity) ? quantity : undefined;
}
