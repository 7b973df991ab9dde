import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormField, inputClasses } from './form-field';

type FieldTexts = { label: string; error?: string; hint?: string };
type InputFieldProps = FieldTexts & ComponentProps<'input'>;

/**
 * A labelled text input with its hint and error, the forms' most common field. Every other prop goes to the
 * <input>, `{...register('email')}` included (React 19 passes its ref on as a prop).
 */
export function InputField({ label, error, hint, className = '', ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} className={`${inputClasses} ${className}`.trimEnd()} />}
    </FormField>
  );
}

/**
 * A password, current or new. Browsers fill in the saved one for `current` and offer to generate one for `new`,
 * which also shows the rule a new password has to meet.
 */
export function PasswordField({
  purpose,
  ...input
}: { purpose: 'current' | 'new' } & Omit<InputFieldProps, 'type' | 'autoComplete' | 'hint'>) {
  const { t } = useTranslation();
  return (
    <InputField
      {...input}
      type="password"
      autoComplete={`${purpose}-password`}
      hint={purpose === 'new' ? t('auth.passwordHint') : undefined}
    />
  );
}

/** A labelled <textarea> with its hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  ...textarea
}: FieldTexts & ComponentProps<'textarea'>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <textarea {...control} {...textarea} className={`${inputClasses} ${className}`.trimEnd()} />
      )}
    </FormField>
  );
}
