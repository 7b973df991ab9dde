import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiFetch } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';

type Step = { phone: string; needsName: boolean } | null;

/**
 * Sign-in by SMS code (issue 32): a Bangladeshi mobile number, then the 6-digit code the shop texts to it; a
 * number without an account is asked a name and signs up. The server checks and normalises everything
 * (POST /api/auth/phone-number/send-otp and /verify); its refusals show at their fields. Once signed in the
 * page reloads at `returnTo`, so every cached answer is the new account's.
 */
export function PhoneSignIn({
  returnTo,
  onSignedIn = (to) => window.location.assign(to),
}: {
  returnTo: string;
  /** Where the signed-in visitor goes: a full load of `returnTo` (tests watch it instead). */
  onSignedIn?: (to: string) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const failed = (error: unknown) => {
    if (isApiError(error)) {
      setFields(error.fields);
      setMessage(Object.keys(error.fields).length ? '' : error.message);
      if (error.fields.name) setStep((s) => (s ? { ...s, needsName: true } : s));
    } else setMessage((error as Error).message);
  };
  const send = useMutation({
    mutationFn: (phoneNumber: string) =>
      apiFetch('/api/auth/phone-number/send-otp', { method: 'POST', body: { phoneNumber } }),
    onMutate: () => {
      setFields({});
      setMessage('');
    },
    onSuccess: (_, phone) => setStep((s) => ({ phone, needsName: s?.needsName ?? false })),
    onError: failed,
  });
  const verify = useMutation({
    mutationFn: (body: { phoneNumber: string; code: string; name?: string }) =>
      apiFetch('/api/auth/phone-number/verify', { method: 'POST', body }),
    onMutate: () => {
      setFields({});
      setMessage('');
    },
    onSuccess: () => onSignedIn(returnTo),
    onError: failed,
  });

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(String(new FormData(event.currentTarget).get('phoneNumber') ?? ''));
  };
  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    verify.mutate({
      phoneNumber: step!.phone,
      code: String(form.get('code') ?? ''),
      ...(name ? { name } : {}),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {!step ? (
        <form noValidate onSubmit={onSend} className="flex flex-col gap-4" aria-label={t('phoneAuth.toggle')}>
          <InputField
            label={t('phoneAuth.phone')}
            hint={t('phoneAuth.phoneHint')}
            error={fields.phoneNumber}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
          <SubmitButton pending={send.isPending} className="w-full">
            {t('phoneAuth.sendCode')}
          </SubmitButton>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={onVerify}
          className="flex flex-col gap-4"
          aria-label={t('phoneAuth.toggle')}
        >
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('phoneAuth.codeSent', { phone: step.phone })}
          </p>
          <InputField
            label={t('phoneAuth.code')}
            error={fields.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          {step.needsName && (
            <InputField
              label={t('phoneAuth.name')}
              hint={t('phoneAuth.nameHint')}
              error={fields.name}
              name="name"
              autoComplete="name"
              required
            />
          )}
          <SubmitButton pending={verify.isPending} className="w-full">
            {t('phoneAuth.verify')}
          </SubmitButton>
          <button
            type="button"
            onClick={() => send.mutate(step.phone)}
            className="self-end text-sm text-emerald-700 hover:underline dark:text-emerald-400"
          >
            {t('phoneAuth.again')}
          </button>
        </form>
      )}
      {(message || fields.phoneNumber) && step && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {message || fields.phoneNumber}
        </p>
      )}
      {message && !step && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      )}
    </div>
  );
}
