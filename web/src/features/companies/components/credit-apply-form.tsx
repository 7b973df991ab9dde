import { CREDIT_TERMS, creditApplicationInputSchema } from '@bulkbazar/contract';
import { useState, type FormEvent } from 'react';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { InputField, TextAreaField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { parseTypedNumber } from '@/lib/number-input';
import { useApplyForCredit } from '../api/credit';

type Field = 'limit' | 'termsDays' | 'note';

/**
 * The application for trade credit (owner, finance): the limit asked for in taka, Net 7/15/30, a note. Once sent
 * — or when the server says one is already open (409) — it shows as pending instead of the form.
 */
export function CreditApplyForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const apply = useApplyForCredit(companyId);
  const [limit, setLimit] = useState('');
  const [termsDays, setTermsDays] = useState<number>(30);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const taka = parseTypedNumber(limit);
    if (!Number.isFinite(taka) || taka <= 0) return setErrors({ limit: t('credit.limitInvalid') });
    const parsed = creditApplicationInputSchema.safeParse({
      limit: taka,
      termsDays,
      note: note.trim() || undefined,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    try {
      const { application } = await apply.mutateAsync(parsed.data);
      setPending(
        t('credit.pending', {
          limit: formatTaka(application.requestedLimitPoisha / 100),
          days: formatCount(application.termsDays),
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.status === 409) return setPending(t('credit.pendingAlready'));
      const fields = isApiError(error) ? error.fields : {};
      const named = (['limit', 'termsDays', 'note'] as const).filter((f) => fields[f]);
      if (named.length > 0) setErrors(Object.fromEntries(named.map((f) => [f, fields[f]])));
      else setFailure((error as Error).message);
    }
  }

  if (pending)
    return (
      <p
        role="status"
        className="rounded-lg border border-amber-500 bg-amber-50 px-3 py-2 text-sm dark:bg-amber-950"
      >
        {pending}
      </p>
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('credit.applyLimit')}
          inputMode="decimal"
          autoComplete="off"
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          error={errors.limit}
        />
        <FormField label={t('credit.applyTerms')} error={errors.termsDays}>
          {(control) => (
            <select
              {...control}
              value={termsDays}
              onChange={(e) => setTermsDays(Number(e.target.value))}
              className={inputClasses}
            >
              {CREDIT_TERMS.map((days) => (
                <option key={days} value={days}>
                  {t('credit.termsValue', { days: formatCount(days) })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <TextAreaField
        label={t('credit.applyNote')}
        hint={t('credit.applyNoteHint')}
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <SubmitButton pending={apply.isPending} className="self-start">
        {apply.isPending ? t('credit.applying') : t('credit.apply')}
      </SubmitButton>
    </form>
  );
}
