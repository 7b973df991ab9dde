import type { ReactNode } from 'react';

export const th =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:text-slate-400';
export const td = 'px-3 py-2 align-top';
export const num = `${td} text-right tabular-nums whitespace-nowrap`;

/** A table that scrolls sideways in its own frame on a narrow screen (focusable, so a keyboard can scroll it). */
export function FinanceTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700 dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

/** Orders by the start of their id, as the seller's order cards show them. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();
