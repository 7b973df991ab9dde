import { i18n } from '@/lib/i18n';
import { useId, type ReactNode } from 'react';

export const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:aria-[invalid=true]:border-red-400';

type FieldControl = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** A field's hint, `${id}-hint`, for the control's aria-describedby. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      {children}
    </p>
  );
}

/**
 * A field's error, `${id}-error`, for the control's aria-describedby; nothing while there is none. The shared
 * schemas write their messages in English; a Bengali page shows them in Bengali (the server's answers already
 * are, and pass through unchanged).
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {i18n.message(error)}
    </p>
  );
}

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
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      <FieldError id={id} error={error} />
    </div>
  );
}
