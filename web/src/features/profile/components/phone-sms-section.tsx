import { OPTIONAL_SMS_KINDS, type OptionalSmsKind, type SmsSettings } from '@bulkbazar/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/ui/input-field';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { sendPhoneCode, useAddPhone, usePhone, useSaveSmsSettings, useSmsSettings } from '../api/phone-sms';

const localNumber = (phone: string) => `0${phone.slice(4)}`;

const KIND_LABEL = {
  order_placed: 'phoneProfile.kinds.order_placed',
  order_shipped: 'phoneProfile.kinds.order_shipped',
  order_delivered: 'phoneProfile.kinds.order_delivered',
  payment_received: 'phoneProfile.kinds.payment_received',
  quote_received: 'phoneProfile.kinds.quote_received',
} as const satisfies Record<OptionalSmsKind, string>;

/** Adding a phone to the account: the number, then the code texted to it (refusals at their fields). */
function AddPhoneForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const fail = (error: unknown) =>
    setFields(isApiError(error) ? { request: error.message, ...error.fields } : { request: String(error) });
  const send = useMutation({
    mutationFn: sendPhoneCode,
    onMutate: () => setFields({}),
    onSuccess: (_, phone) => setSentTo(phone),
    onError: fail,
  });
  const add = useAddPhone();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!sentTo) send.mutate(String(form.get('phoneNumber') ?? ''));
    else {
      setFields({});
      add.mutate({ phoneNumber: sentTo, code: String(form.get('code') ?? '') }, { onError: fail });
    }
  };
  const error = (fields.phoneNumber ?? fields.code) ? undefined : fields.request;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t('phoneProfile.add')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('phoneProfile.none')}</p>
      {!sentTo ? (
        <InputField
          label={t('phoneAuth.phone')}
          hint={t('phoneAuth.phoneHint')}
          error={fields.phoneNumber}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
        />
      ) : (
        <>
          <p className="text-sm">{t('phoneAuth.codeSent', { phone: sentTo })}</p>
          <InputField
            label={t('phoneAuth.code')}
            error={fields.code ?? fields.phoneNumber}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <SubmitButton pending={send.isPending || add.isPending} className="self-start">
        {sentTo ? t('phoneProfile.add') : t('phoneAuth.sendCode')}
      </SubmitButton>
    </form>
  );
}

/** Which kinds of SMS the person gets: a box per kind, checked = sent. */
function SmsChoices({ settings }: { settings: SmsSettings }) {
  const { t } = useTranslation();
  const save = useSaveSmsSettings();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const smsOff = OPTIONAL_SMS_KINDS.filter((kind) => !form.has(kind));
    save.mutate({ smsOff });
  };
  return (
    <form
      onSubmit={onSubmit}
      className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('phoneProfile.smsTitle')}</legend>
        {OPTIONAL_SMS_KINDS.map((kind: OptionalSmsKind) => (
          <label key={kind} className="flex items-center gap-2">
            <input type="checkbox" name={kind} defaultChecked={!settings.smsOff.includes(kind)} />
            {t(KIND_LABEL[kind])}
          </label>
        ))}
      </fieldset>
      <SubmitButton pending={save.isPending} className="mt-2 self-start">
        {t('phoneProfile.save')}
      </SubmitButton>
      {save.isSuccess && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('phoneProfile.saved')}
        </p>
      )}
    </form>
  );
}

/** The profile's "Phone and SMS" section (issue 32): the verified phone or a form to add one, and SMS choices. */
export function PhoneSmsSection() {
  const { t } = useTranslation();
  const phone = usePhone();
  const sms = useSmsSettings();
  return (
    <section
      aria-labelledby="phone-sms-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="phone-sms-heading" className="text-xl font-bold">
        {t('phoneProfile.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('phoneProfile.intro')}</p>
      {phone.isPending ? (
        <Spinner />
      ) : phone.data ? (
        <p>{t('phoneProfile.yours', { phone: localNumber(phone.data) })}</p>
      ) : (
        <AddPhoneForm />
      )}
      {sms.data && <SmsChoices settings={sms.data} />}
    </section>
  );
}
