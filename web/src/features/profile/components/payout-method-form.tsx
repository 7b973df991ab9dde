import {
  BD_BANKS,
  PAYOUT_METHODS,
  payoutMethodBodySchema,
  type PayoutMethodInput,
  type PayoutMethodView,
} from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FieldError, FormField, inputClasses } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useSavePayoutMethod } from '../api/payout-method';

type Values = {
  method: PayoutMethodView['method'] & string;
  walletNumber: string;
  bankName: string;
  routingNumber: string;
  accountName: string;
  accountNumber: string;
  bin: string;
  currentPassword: string;
};
const FIELDS = [
  'method',
  'walletNumber',
  'bankName',
  'routingNumber',
  'accountName',
  'accountNumber',
  'bin',
  'currentPassword',
] as const satisfies readonly (keyof Values)[];

/**
 * Where the seller's payouts go and their BIN, behind their password. Saved numbers come back masked, so the
 * number fields start empty: changing the method means typing the whole number again.
 */
export function PayoutMethodForm({ saved }: { saved: PayoutMethodView }) {
  const { t } = useTranslation();
  const methodId = useId();
  const save = useSavePayoutMethod();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    resetField,
    formState: { errors },
  } = useForm<Values>({
    // The contract's schema checks and normalises the form's strings (digits, wallet numbers, an empty BIN).
    resolver: zodResolver(payoutMethodBodySchema) as unknown as Resolver<Values>,
    defaultValues: {
      method: saved.method ?? 'bkash',
      walletNumber: '',
      bankName: saved.bankName ?? '',
      routingNumber: saved.routingNumber ?? '',
      accountName: saved.accountName ?? '',
      accountNumber: '',
      bin: saved.bin ?? '',
      currentPassword: '',
    },
  });
  const method = watch('method');

  const onSubmit = (values: Values) => {
    setAnswer(null);
    save.mutate(values as PayoutMethodInput, {
      onSuccess: () => {
        resetField('currentPassword');
        setAnswer({ ok: true, text: t('payoutMethod.saved') });
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : {};
        const named = FIELDS.filter((field) => fields[field]);
        for (const field of named) setError(field, { type: 'server', message: fields[field] });
        if (named.length === 0) setAnswer({ ok: false, text: error.message });
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-md flex-col gap-4">
      <fieldset aria-invalid={Boolean(errors.method)}>
        <legend className="block text-sm font-medium">{t('payoutMethod.method')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {PAYOUT_METHODS.map((m) => (
            <label
              key={m}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 dark:border-slate-600 dark:has-[:checked]:bg-emerald-950"
            >
              <input {...register('method')} type="radio" value={m} className="accent-emerald-700" />
              {m === 'bank' ? t('payoutMethod.bank') : t(`payments.method.${m}`)}
            </label>
          ))}
        </div>
        <FieldError id={methodId} error={errors.method?.message} />
      </fieldset>
      {method === 'bank' ? (
        <>
          <FormField label={t('payoutMethod.bankName')} error={errors.bankName?.message}>
            {(control) => (
              <select {...control} {...register('bankName')} className={inputClasses}>
                <option value="">{t('payoutMethod.chooseBank')}</option>
                {BD_BANKS.map((bank) => (
                  <option key={bank} value={bank}>
                    {bank}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <InputField
            label={t('payoutMethod.routingNumber')}
            hint={t('payoutMethod.routingHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.routingNumber?.message}
            {...register('routingNumber')}
          />
          <InputField
            label={t('payoutMethod.accountName')}
            autoComplete="off"
            error={errors.accountName?.message}
            {...register('accountName')}
          />
          <InputField
            label={t('payoutMethod.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
        </>
      ) : (
        <InputField
          label={t('payoutMethod.walletNumber')}
          hint={t('payoutMethod.walletHint')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.walletNumber?.message}
          {...register('walletNumber')}
        />
      )}
      <InputField
        label={t('payoutMethod.bin')}
        hint={t('payoutMethod.binHint')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.bin?.message}
        {...register('bin')}
      />
      <InputField
        label={t('payoutMethod.password')}
        hint={t('payoutMethod.passwordHint')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
        {t('payoutMethod.holdNotice')}
      </p>
      <div>
        <SubmitButton pending={save.isPending}>{t('payoutMethod.save')}</SubmitButton>
      </div>
      {/* Always present so screen readers announce the answer when it arrives. */}
      <p
        role="status"
        className={`min-h-5 text-sm ${answer?.ok === false ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {answer?.text}
      </p>
    </form>
  );
}

/** What is saved now, in words: where payouts go, and a hold on them when the method is new. */
export function PayoutMethodNow({ saved }: { saved: PayoutMethodView }) {
  const { t } = useTranslation();
  if (!saved.method) return <p className="text-sm">{t('payoutMethod.none')}</p>;
  const where =
    saved.method === 'bank'
      ? `${saved.bankName}, ${saved.accountName}, ${saved.accountNumber}`
      : `${t(`payments.method.${saved.method}`)} ${saved.walletNumber}`;
  const held = saved.payoutsHeldUntil && Date.parse(saved.payoutsHeldUntil) > Date.now();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>{t('payoutMethod.current', { where })}</p>
      {held && (
        <p className="font-medium text-amber-800 dark:text-amber-300">
          {t('payoutMethod.held', { when: formatDhakaDateTime(saved.payoutsHeldUntil!) })}
        </p>
      )}
    </div>
  );
}
