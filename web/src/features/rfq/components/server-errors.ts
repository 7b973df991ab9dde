import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/dialogs';

/**
 * The server's refusal at the fields it names (the first one focused); a refusal that names none of the
 * form's fields shows in a dialog.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const named = isApiError(error) ? fields.filter((f) => error.fields[f]) : [];
  if (!isApiError(error) || named.length === 0) {
    void showError((error as Error).message);
    return;
  }
  named.forEach((field, i) =>
    setError(field, { type: 'server', message: error.fields[field] }, { shouldFocus: i === 0 }),
  );
}
