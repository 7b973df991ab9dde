import type { ReactNode } from 'react';

/** What a list shows when it has nothing, with a way onward. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="mx-auto mt-2 max-w-md text-slate-600 dark:text-slate-400">{text}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
