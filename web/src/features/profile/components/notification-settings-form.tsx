import { OPTIONAL_EMAIL_KINDS, type NotificationSettings, type OptionalEmailKind } from '@bulkbazar/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError, FieldHint } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useSaveNotificationSettings } from '../api/notification-settings';

// The form's view of the settings: the language as a radio value ('page' for none), and the e-mails kept on
// (a ticked box), where the API stores the ones turned off.
type Values = { lang: 'page' | 'en' | 'bn'; emailOn: OptionalEmailKind[] };

const toValues = (s: NotificationSettings): Values => ({
  lang: s.lang ?? 'page',
  emailOn: OPTIONAL_EMAIL_KINDS.filter((kind) => !s.emailOff.includes(kind)),
});

const toSettings = (v: Values): NotificationSettings => ({
  lang: v.lang === 'page' ? null : v.lang,
  emailOff: OPTIONAL_EMAIL_KINDS.filter((kind) => !v.emailOn.includes(kind)),
});

const LANGS = ['page', 'en', 'bn'] as const;

/** The language of notifications and a switch per e-mail a person may turn off; Save sends them (PUT). */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const id = useId();
  const langId = `${id}-lang`;
  const emailId = `${id}-email`;
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: toValues(settings) });

  async function onSubmit(values: Values) {
    setAnswer(null);
    try {
      reset(toValues(await save.mutateAsync(toSettings(values))));
      setAnswer({ ok: true, text: t('notifications.settings.saved') });
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {};
      const emailError = Object.entries(fields).find(([name]) => name.startsWith('emailOff'))?.[1];
      if (fields.lang) setError('lang', { type: 'server', message: fields.lang });
      if (emailError) setError('emailOn', { type: 'server', message: emailError });
      if (!fields.lang && !emailError) setAnswer({ ok: false, text: (error as Error).message });
    }
  }

  const langLabel = (lang: (typeof LANGS)[number]) =>
    lang === 'page' ? t('notifications.settings.samePage') : t(`language.${lang}`);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <fieldset
        aria-describedby={`${langId}-hint${errors.lang ? ` ${langId}-error` : ''}`}
        aria-invalid={Boolean(errors.lang)}
      >
        <legend className="block text-sm font-medium">{t('notifications.settings.language')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {LANGS.map((lang) => (
            <label
              key={lang}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 dark:border-slate-600 dark:has-[:checked]:bg-emerald-950"
            >
              <input {...register('lang')} type="radio" value={lang} className="accent-emerald-700" />
              <span lang={lang === 'page' ? undefined : lang}>{langLabel(lang)}</span>
            </label>
          ))}
        </div>
        <FieldHint id={langId}>{t('notifications.settings.languageHint')}</FieldHint>
        <FieldError id={langId} error={errors.lang?.message} />
      </fieldset>
      <fieldset
        aria-describedby={`${emailId}-hint${errors.emailOn ? ` ${emailId}-error` : ''}`}
        aria-invalid={Boolean(errors.emailOn)}
      >
        <legend className="block text-sm font-medium">{t('notifications.settings.emailTitle')}</legend>
        <FieldHint id={emailId}>{t('notifications.settings.emailHint')}</FieldHint>
        <ul className="mt-2 flex flex-col gap-2">
          {OPTIONAL_EMAIL_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex cursor-pointer items-start gap-3 text-sm">
                <input
                  {...register('emailOn')}
                  type="checkbox"
                  role="switch"
                  value={kind}
                  className="mt-0.5 size-4 shrink-0 accent-emerald-700"
                />
                {t(`notifications.settings.email.${kind}`)}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={emailId} error={errors.emailOn?.message} />
      </fieldset>
      <div>
        <SubmitButton pending={save.isPending}>{t('notifications.settings.save')}</SubmitButton>
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
