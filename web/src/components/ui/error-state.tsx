import type { ReactNode } from 'react';

/** A failure the visitor can read, announced to screen readers, with a way to recover. */
export function ErrorState({
  title,
  text,
  action,
  headingLevel = 2,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <Heading className="text-xl font-bold text-red-900 dark:text-red-200">{title}</Heading>
      {text && <p className="mx-auto mt-2 max-w-md text-red-800 dark:text-red-300">{text}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
