import { COMPANY_MEMBER_ROLES, poishaToTaka, takaToPoisha, type CompanyMember } from '@bulkbazar/contract';
import { useState, type FormEvent } from 'react';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { isApiError } from '@/lib/api-error';
import { formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { parseTypedNumber } from '@/lib/number-input';

type MemberRole = (typeof COMPANY_MEMBER_ROLES)[number];
export type MemberChange = { userId: string; role: MemberRole; orderLimit: number | null };

/** A member's order limit as the page shows it: the taka amount, or "No limit". */
export function useLimitText() {
  const { t } = useTranslation();
  return (poisha: number | null) =>
    poisha === null ? t('company.noLimit') : formatTaka(poishaToTaka(poisha));
}

/**
 * One member: name, e-mail, role and order limit. The owner sees, for every other member, a role and an order
 * limit (in taka, empty for none) to change, and the buttons to remove them or hand them ownership.
 */
export function MemberRow({
  member,
  isYou,
  manage,
  onSave,
  onRemove,
  onTransfer,
  busy,
}: {
  member: CompanyMember;
  isYou: boolean;
  /** The viewer owns the company and this member is not the owner: the controls show. */
  manage: boolean;
  onSave: (change: MemberChange) => Promise<void>;
  onRemove: () => void;
  onTransfer: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const limitText = useLimitText();
  const [errors, setErrors] = useState<{ role?: string; orderLimit?: string; form?: string }>({});

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = String(form.get('orderLimit') ?? '').trim();
    const taka = typed === '' ? null : parseTypedNumber(typed);
    if (taka !== null && !(Number.isFinite(taka) && taka >= 0))
      return setErrors({ orderLimit: t('company.limitInvalid') });
    try {
      await onSave({
        userId: member.userId,
        role: String(form.get('role')) as MemberRole,
        orderLimit: taka === null ? null : takaToPoisha(taka),
      });
      setErrors({});
    } catch (error) {
      if (!isApiError(error)) return setErrors({ form: (error as Error).message });
      const { role, orderLimit } = error.fields;
      setErrors(role || orderLimit ? { role, orderLimit } : { form: error.message });
    }
  }

  return (
    <li className="flex min-w-0 flex-col gap-3 py-4">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {member.name}{' '}
          {isYou && <span className="text-slate-600 dark:text-slate-400">{t('company.you')}</span>}
        </p>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">{member.email}</p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-slate-600 dark:text-slate-400">{t('company.role')}:</dt>
            <dd>{t(`company.roles.${member.role}`)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-600 dark:text-slate-400">{t('company.limit')}:</dt>
            <dd className="tabular-nums">{limitText(member.orderLimit)}</dd>
          </div>
        </dl>
      </div>
      {manage && member.role !== 'owner' && (
        <form noValidate onSubmit={save} className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label={t('company.roleField', { name: member.name })} error={errors.role}>
              {(control) => (
                <select {...control} name="role" defaultValue={member.role} className={inputClasses}>
                  {COMPANY_MEMBER_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`company.roles.${role}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <InputField
              label={t('company.limitField', { name: member.name })}
              hint={t('company.limitHint')}
              name="orderLimit"
              inputMode="decimal"
              defaultValue={member.orderLimit === null ? '' : String(poishaToTaka(member.orderLimit))}
              error={errors.orderLimit}
            />
          </div>
          {errors.form && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errors.form}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {t('company.save')}
            </Button>
            <Button variant="secondary" size="sm" onClick={onTransfer} disabled={busy}>
              {t('company.makeOwner')}
            </Button>
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              {t('company.remove')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
