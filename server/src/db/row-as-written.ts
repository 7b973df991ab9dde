import {
  getTableColumns,
  is,
  SQL,
  type InferInsertModel,
  type InferSelectModel,
  type Table,
} from 'drizzle-orm';

type ColumnPlan = {
  key: string;
  /** The column's name in the database. */
  name: string;
  /** What an insert without this column writes, or a function making it; `computed` when the database does. */
  fallback: { kind: 'value'; value: unknown } | { kind: 'make'; make: () => unknown } | { kind: 'computed' };
};

// Worked out once per table: a checkout builds rows for every order, on the hot path of a sale.
const plans = new WeakMap<Table, ColumnPlan[]>();

function planOf(table: Table): ColumnPlan[] {
  let plan = plans.get(table);
  if (!plan) {
    plan = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      fallback: column.defaultFn
        ? { kind: 'make', make: column.defaultFn }
        : !column.hasDefault
          ? { kind: 'value', value: null }
          : is(column.default, SQL)
            ? { kind: 'computed' }
            : { kind: 'value', value: column.default },
    }));
    plans.set(table, plan);
  }
  return plan;
}

/**
 * The row the database holds after inserting `values`: each column as given, else its default, else null —
 * what a read straight after the insert would return, without the round trip. Every column whose default the
 * database computes (now(), gen_random_uuid()) must be given; asking without one is a programming error.
 */
export function rowAsWritten<T extends Table>(table: T, values: InferInsertModel<T>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const { key, fallback } of planOf(table)) {
    const given = (values as Record<string, unknown>)[key];
    if (given instanceof SQL || (given === undefined && fallback.kind === 'computed'))
      throw new Error(`rowAsWritten: ${key} is computed by the database; give its value`);
    if (given !== undefined) row[key] = given;
    else if (fallback.kind === 'make') row[key] = fallback.make();
    else if (fallback.kind === 'value') row[key] = fallback.value;
  }
  return row as InferSelectModel<T>;
}

/** A row (as rowAsWritten answers it) keyed by the database's column names: what jsonb_populate_record reads. */
export function byColumnName<T extends Table>(table: T, row: InferSelectModel<T>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, name } of planOf(table)) out[name] = (row as Record<string, unknown>)[key];
  return out;
}
