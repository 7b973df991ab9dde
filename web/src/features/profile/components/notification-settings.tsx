import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useNotificationSettings } from '../api/notification-settings';
import { NotificationSettingsForm } from './notification-settings-form';

/** The profile's "Notifications" section: the form once the saved settings are known. */
export function NotificationSettingsSection() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useNotificationSettings();
  return (
    <section
      aria-labelledby="notification-settings-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="notification-settings-heading" className="text-xl font-bold">
        {t('notifications.settings.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
        {t('notifications.settings.intro')}
      </p>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">{t('notifications.settings.loadFailed')}</p>
      ) : (
        <NotificationSettingsForm settings={data} />
      )}
    </section>
  );
}
