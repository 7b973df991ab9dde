import { changePasswordBodySchema, type ChangePasswordBody } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { PasswordField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';

const FIELDS: (keyof ChangePasswordBody)[] = ['currentPassword', 'newPassword'];

/** Current and new password; the answer shows under the form, a refused field at the field. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = (values: ChangePasswordBody) =>
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const field of FIELDS) {
          if (error.fields[field]) setError(field, { type: 'server', message: error.fields[field] });
        }
      },
    });

  const { error } = change;
  const fieldError = isApiError(error) && FIELDS.some((field) => error.fields[field]);
  return (
    <section
      aria-labelledby="password-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="password-heading" className="text-xl font-bold">
        {t('profile.passwordTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('profile.passwordIntro')}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 flex max-w-md flex-col gap-4">
        <PasswordField
          purpose="current"
          label={t('profile.currentPassword')}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          purpose="new"
          label={t('profile.newPassword')}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <div>
          <SubmitButton pending={change.isPending}>{t('profile.changePassword')}</SubmitButton>
        </div>
        {/* Always present so screen readers announce the answer when it arrives. */}
        <p
          role="status"
          className={`min-h-5 text-sm ${change.isError ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
        >
          {change.isSuccess && (change.data.message || t('profile.passwordChanged'))}
          {change.isError && !fieldError && change.error.message}
        </p>
      </form>
    </section>
  );
}
