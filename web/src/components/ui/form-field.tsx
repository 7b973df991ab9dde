import { useId, type ReactNode } from 'react';

export const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:aria-[invalid=true]:border-red-400';

type FieldControl = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/**
 * A labelled form control with its error beneath it. The control comes from a render function so it gets the
 * ids that tie the label and the error to it.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
