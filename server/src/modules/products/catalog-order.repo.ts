import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@bulkbazar/contract';
import { products } from '../../db/schema.js';

// The catalog's sort orders and its text match, over the products table or a subquery of it.

export type SortColumns = {
  id: SQL.Aliased | AnyColumn;
  createdAt: SQL.Aliased | AnyColumn;
  pricePoisha: SQL.Aliased | AnyColumn;
  rating: SQL.Aliased | AnyColumn;
  productName: SQL.Aliased | AnyColumn;
};

/** A subquery's sort columns (a drizzle subquery is a proxy: its fields cannot be spread). */
export const subqueryColumns = (q: Omit<SortColumns, 'id'>) => ({
  createdAt: q.createdAt,
  pricePoisha: q.pricePoisha,
  rating: q.rating,
  productName: q.productName,
});

/** The ORDER BY of each sort, over the products table or a subquery that carries the same columns. */
export function orderBy(sort: ProductSort, c: SortColumns = products): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(c.createdAt), desc(c.id)];
    case 'price-asc':
      return [asc(c.pricePoisha), asc(c.id)];
    case 'price-desc':
      return [desc(c.pricePoisha), desc(c.id)];
    case 'rating':
      return [desc(c.rating), desc(c.createdAt), desc(c.id)];
    case 'name':
      return [asc(c.productName), asc(c.id)];
  }
}

/** The full-text match against the products' search column (GIN-indexed), or a subquery's copy of it. */
export const matches = (search: SQL.Aliased | AnyColumn, tsquery: string) =>
  sql`${search} @@ to_tsquery('simple', ${tsquery})`;
