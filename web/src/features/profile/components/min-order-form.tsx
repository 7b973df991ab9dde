import { updateMeBodySchema, type User } from '@bulkbazar/contract';
import { formatTaka } from '@/lib/format';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { useTranslation } from '@/lib/i18n';
import { typedNumber } from '@/lib/number-input';

// The contract's rule for PATCH /api/me's minOrderAmount, required here: the form always sends one.
const schema = updateMeBodySchema.shape.minOrderAmount.unwrap();
type Values = { minOrderAmount: number };

const resolver: Resolver<Values> = (values) => {
  const result = schema.safeParse(values.minOrderAmount);
  if (result.success) return Promise.resolve({ values: { minOrderAmount: result.data }, errors: {} });
  const message = result.error.issues[0]?.message ?? '';
  return Promise.resolve({ values: {}, errors: { minOrderAmount: { type: 'validation', message } } });
};

const takaInput = typedNumber(undefined);

/**
 * A seller's minimum order amount: buyers whose part of a checkout from this seller totals less cannot check
 * it out (the cart shows them the minimum). PATCH /api/me {minOrderAmount}; 0 means none.
 */
export function MinOrderForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { updateUser } = useAuth();
  const [saving, setSaving] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver,
    defaultValues: { minOrderAmount: user.minOrderAmount },
  });

  async function onSubmit({ minOrderAmount }: Values) {
    setSaving(true);
    setAnswer(null);
    try {
      await updateUser({ minOrderAmount });
      setAnswer({ ok: true, text: t('wholesale.profile.minOrderAmountSaved') });
    } catch (error) {
      const field = isApiError(error) ? error.fields.minOrderAmount : undefined;
      if (field) setError('minOrderAmount', { type: 'server', message: field }, { shouldFocus: true });
      else setAnswer({ ok: false, text: (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-md flex-col gap-3">
      <FormField
        label={t('wholesale.profile.minOrderAmount')}
        hint={t('wholesale.profile.minOrderAmountHint')}
        error={errors.minOrderAmount?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('minOrderAmount', takaInput)}
            type="text"
            inputMode="decimal"
            className={inputClasses}
          />
        )}
      </FormField>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {user.minOrderAmount > 0
          ? t('wholesale.profile.minOrderAmountNow', { amount: formatTaka(user.minOrderAmount) })
          : t('wholesale.profile.noMinimum')}
      </p>
      <div>
        <SubmitButton pending={saving}>{t('wholesale.profile.minOrderAmountSave')}</SubmitButton>
      </div>
      <p
        role="status"
        className={`min-h-5 text-sm ${answer?.ok === false ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {answer?.text}
      </p>
    </form>
  );
}
