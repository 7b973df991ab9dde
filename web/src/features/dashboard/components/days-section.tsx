import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, tdClasses, thClasses } from './data-table';
import { longDay } from './format';

/**
 * A dashboard section of figures by day: its heading, a chart (a lazy component: `chart` suspends while its code
 * loads) and the same figures as a table under a disclosure, for screen readers and exact numbers; on days with
 * nothing at all, a sentence instead of both.
 */
export function DaysSection({
  id,
  title,
  quiet,
  texts,
  chart,
  columns,
  rows,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** Nothing on any day. */
  quiet: boolean;
  texts: { empty: string; loading: string; table: string; date: string };
  chart: ReactNode;
  /** The table's columns after the date, right-aligned figures. */
  columns: string[];
  /** Each day's figures as text, in the order of `columns`. */
  rows: { date: string; cells: string[] }[];
}) {
  const right = `${tdClasses} text-right tabular-nums`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {quiet ? (
        <p className="py-10 text-center text-slate-600 dark:text-slate-400">{texts.empty}</p>
      ) : (
        <>
          <Suspense
            fallback={
              <div className="flex h-72 items-center justify-center">
                <Spinner label={texts.loading} />
              </div>
            }
          >
            {chart}
          </Suspense>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-medium text-emerald-800 dark:text-emerald-400">
              {texts.table}
            </summary>
            <div className="mt-3">
              <DataTable
                caption={title}
                head={
                  <>
                    <th scope="col" className={thClasses}>
                      {texts.date}
                    </th>
                    {columns.map((column) => (
                      <th key={column} scope="col" className={`${thClasses} text-right`}>
                        {column}
                      </th>
                    ))}
                  </>
                }
              >
                {rows.map((row) => (
                  <tr key={row.date}>
                    <th scope="row" className={`${tdClasses} text-left font-normal`}>
                      {longDay(row.date)}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={columns[i]} className={right}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </DataTable>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
