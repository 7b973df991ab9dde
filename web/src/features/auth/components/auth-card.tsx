import type { ReactNode } from 'react';

/** The frame of the login and registration pages: one centred card, full width on a phone. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-center text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-center text-slate-600 dark:text-slate-400">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
      <p className="mt-6 text-center text-sm">{footer}</p>
    </section>
  );
}
