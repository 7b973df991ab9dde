import type { ReactNode } from 'react';

/** A page-sized 'not here' message: unknown URLs, products and categories. */
export function NotFoundState({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div>
    </section>
  );
}
