import type { ReactNode } from 'react';

export const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-950';

/** A labelled control: the label wraps it, so clicking the text focuses the field. */
export function FilterField({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={`block text-sm font-medium ${className}`}>
      {label}
      {children}
    </label>
  );
}
