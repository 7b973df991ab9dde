import type { ReactNode } from 'react';

/** One line of a fact list: its label and what it says. */
export type Fact = [label: string, value: ReactNode];

/** Label/value pairs in two columns, the labels muted (a product's facts, an order's figures). */
export function FactList({
  facts,
  className,
}: {
  facts: Fact[];
  /** The grid's columns and spacing. */ className: string;
}) {
  return (
    <dl className={`grid gap-x-4 text-sm ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
