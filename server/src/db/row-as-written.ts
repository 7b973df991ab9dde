import {
  getTableColumns,
  is,
  SQL,
  type InferInsertModel,
  type InferSelectModel,
  type Table,
} from 'drizzle-orm';

/**
 * The row the database holds after inserting `values`: each column as given, else its default, else null —
 * what a read straight after the insert would return, without the round trip. Every column whose default the
 * database computes (now(), gen_random_uuid()) must be given; asking without one is a programming error.
 */
export function rowAsWritten<T extends Table>(table: T, values: InferInsertModel<T>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const given = (values as Record<string, unknown>)[key];
    if (is(given, SQL) || (given === undefined && column.hasDefault && is(column.default, SQL)))
      throw new Error(`rowAsWritten: ${key} is computed by the database; give its value`);
    if (given !== undefined) row[key] = given;
    else if (column.defaultFn) row[key] = column.defaultFn();
    else row[key] = column.hasDefault ? column.default : null;
  }
  return row as InferSelectModel<T>;
}
