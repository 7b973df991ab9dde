import type { ReactNode } from 'react';

export const thClasses =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:text-slate-400';
export const tdClasses = 'px-3 py-3 align-top';

// Below the md breakpoint a stacked table shows each row as a card: every cell on its own line, its column's
// name (data-label) before it. The header row is then hidden; the labels say the same.
const stackedTable = 'max-md:block';
const stackedPart = 'max-md:block';
const stackedRow = 'max-md:block max-md:py-2';
const stackedCell =
  'max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:py-1.5 max-md:text-right max-md:before:shrink-0 max-md:before:pt-0.5 max-md:before:text-left max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:uppercase max-md:before:content-[attr(data-label)] dark:max-md:before:text-slate-400';

type Props = {
  caption: string;
  head: ReactNode;
  children: ReactNode;
  /** Rows become cards on phones (the cells must be Cell/RowHeader, which carry their column's label). */
  stacked?: boolean;
};

/**
 * A table as wide as the page, its cells wrapping. One that still does not fit (a narrow phone) scrolls
 * sideways inside its frame rather than widening the page, unless it is stacked. The caption names it for
 * screen readers; sighted users have the page heading.
 */
export function DataTable({ caption, head, children, stacked = false }: Props) {
  return (
    // Focusable and named, so a keyboard can scroll it when it overflows (axe: scrollable-region-focusable).
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700 dark:border-slate-800 dark:bg-slate-900"
    >
      <table className={`w-full border-collapse text-sm ${stacked ? stackedTable : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead
          className={`border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50 ${stacked ? 'max-md:hidden' : ''}`}
        >
          <tr>{head}</tr>
        </thead>
        <tbody className={`divide-y divide-slate-200 dark:divide-slate-800 ${stacked ? stackedPart : ''}`}>
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A body row of a stacked table. */
export function Row({ children }: { children: ReactNode }) {
  return <tr className={stackedRow}>{children}</tr>;
}

type CellProps = { label: string; className?: string; children?: ReactNode };

/** A data cell that names its column when the table is stacked on a phone. */
export function Cell({ label, className = '', children }: CellProps) {
  return (
    <td data-label={label} className={`${tdClasses} ${stackedCell} ${className}`}>
      <div className="min-w-0">{children}</div>
    </td>
  );
}

/** The cell that names the row (the order, the product, the person). */
export function RowHeader({ label, className = '', children }: CellProps) {
  return (
    <th scope="row" data-label={label} className={`${tdClasses} ${stackedCell} text-left ${className}`}>
      <div className="min-w-0">{children}</div>
    </th>
  );
}
