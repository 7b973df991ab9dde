import type { ReactNode } from 'react';

/** A titled box of label/value pairs on the order details page. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5 sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words sm:col-span-2">{children}</dd>
    </div>
  );
}
