import type { SignUpBody } from '@bulkbazar/contract';
import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';
import { showDialog, showError } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';

type Fields = Omit<SignUpBody, 'image'>;
const FORM_FIELDS: (keyof Fields)[] = ['name', 'email', 'password'];

/** A taken email gets SEED.md's 'Oops...' dialog; a field the server refused gets its message at the field. */
export function reportSignUpError(error: unknown, setError: UseFormSetError<Fields>): void {
  if (isApiError(error) && error.status === 409) {
    void showDialog({ icon: 'error', title: i18n.t('dialog.oops'), text: i18n.t('auth.emailInUse') });
    return;
  }
  const fields = isApiError(error) ? FORM_FIELDS.filter((field) => error.fields[field]) : [];
  if (isApiError(error) && fields.length > 0) {
    fields.forEach((field, index) =>
      setError(field, { type: 'server', message: error.fields[field] }, { shouldFocus: index === 0 }),
    );
    return;
  }
  void showError((error as Error).message);
}
