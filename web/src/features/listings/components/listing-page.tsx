import type { ReactNode } from 'react';
import { ReviewNotes } from './review-notes';

/** The add and edit pages' frame: heading and form, with the review notes beside it (below on a phone). */
export function ListingPage({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <div className="mt-2 text-slate-600 dark:text-slate-400">{intro}</div>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section
          aria-label={heading}
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          {children}
        </section>
        <ReviewNotes />
      </div>
    </div>
  );
}
