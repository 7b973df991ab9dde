import { PUSH_KINDS, type PushKind, type PushSettings } from '@bulkbazar/contract';
import type { FormEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/lib/i18n';
import {
  pushSupported,
  usePushDevice,
  usePushSettings,
  useSavePushSettings,
  useSwitchPush,
} from '../api/push';

/** A box per kind of push, checked = sent (the same kinds as SMS). */
function PushChoices({ settings }: { settings: PushSettings }) {
  const { t } = useTranslation();
  const save = useSavePushSettings();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({ pushOff: PUSH_KINDS.filter((kind) => !form.has(kind)) });
  };
  return (
    <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-2" aria-label={t('pushProfile.kindsTitle')}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('pushProfile.kindsTitle')}</legend>
        {PUSH_KINDS.map((kind: PushKind) => (
          <label key={kind} className="flex items-center gap-2">
            <input type="checkbox" name={kind} defaultChecked={!settings.pushOff.includes(kind)} />
            {t(`phoneProfile.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <SubmitButton pending={save.isPending} className="mt-2 self-start">
        {t('pushProfile.save')}
      </SubmitButton>
      {save.isSuccess && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('pushProfile.saved')}
        </p>
      )}
    </form>
  );
}

/** The switch for this device: the browser asks for permission only when it is turned on. */
function DeviceSwitch() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const change = useSwitchPush();
  if (device.isPending) return <Spinner />;
  const on = device.data?.on ?? false;
  const blocked = device.data?.permission === 'denied';
  const failed = change.error ? (change.error.message === 'denied' ? 'blocked' : 'failed') : null;
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          disabled={change.isPending || (blocked && !on)}
          onClick={() => change.mutate(!on)}
          className={`relative h-6 w-11 rounded-full transition-colors disabled:opacity-50 ${on ? 'bg-emerald-600' : 'bg-slate-300 dark:bg-slate-700'}`}
        >
          <span
            aria-hidden="true"
            className={`absolute top-0.5 h-5 w-5 rounded-full bg-white transition-all ${on ? 'left-5' : 'left-0.5'}`}
          />
        </button>
        {t('pushProfile.switch')}
      </label>
      {(blocked || failed === 'blocked') && (
        <p role="alert" className="text-sm text-amber-700 dark:text-amber-400">
          {t('pushProfile.blocked')}
        </p>
      )}
      {failed === 'failed' && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {t('pushProfile.failed')}
        </p>
      )}
    </div>
  );
}

/** The profile's "Push notifications" section (issue 32): this device's switch and the kinds of push. */
export function PushSection() {
  const { t } = useTranslation();
  const settings = usePushSettings();
  return (
    <section
      aria-labelledby="push-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="push-heading" className="text-xl font-bold">
        {t('pushProfile.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('pushProfile.intro')}</p>
      {pushSupported() ? <DeviceSwitch /> : <p className="text-sm">{t('pushProfile.unsupported')}</p>}
      {settings.data && <PushChoices settings={settings.data} />}
    </section>
  );
}
