import { COMPANY_MEMBER_ROLES } from '@bulkbazar/contract';
import { useState, type FormEvent } from 'react';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useInvite } from '../api/companies';

type MemberRole = (typeof COMPANY_MEMBER_ROLES)[number];

/** The owner invites someone by e-mail with a role; the server e-mails them the link. */
export function InviteForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const invite = useInvite(companyId);
  const [errors, setErrors] = useState<{ email?: string; role?: string; form?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSentTo(null);
    try {
      const { invitation } = await invite.mutateAsync({
        email: String(form.get('email') ?? ''),
        role: String(form.get('role')) as MemberRole,
      });
      setErrors({});
      setSentTo(invitation.email);
      formElement.reset();
    } catch (error) {
      if (!isApiError(error)) return setErrors({ form: (error as Error).message });
      const { email, role } = error.fields;
      setErrors(email || role ? { email, role } : { form: error.message });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('company.inviteHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('company.email')}
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          error={errors.email}
        />
        <FormField label={t('company.role')} error={errors.role}>
          {(control) => (
            <select {...control} name="role" defaultValue="buyer" className={inputClasses}>
              {COMPANY_MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`company.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errors.form}
        </p>
      )}
      {sentTo && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {t('company.invited', { email: sentTo })}
        </p>
      )}
      <div>
        <SubmitButton pending={invite.isPending}>
          {invite.isPending ? t('company.inviting') : t('company.invite')}
        </SubmitButton>
      </div>
    </form>
  );
}
